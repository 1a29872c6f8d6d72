// /api/admin/catalogo/: any member reads the catalogue; only admins change plans and prices.
import { staffCatalogueApi, type PlanSaved } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';
import { actorOf } from '../staff/index.js';

const createdAnswer = (created: PlanSaved) => ({ status: 201, body: created });

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app.services.catalogue;

  app.route({
    ...routeFrom(staffCatalogueApi.getCatalogue),
    preHandler: app.requireStaff,
    handler: async () => catalogue.read(),
  });

  app.route({
    ...routeFrom(staffCatalogueApi.createPlan),
    config: { idempotency: true },
    preHandler: app.requireStaffRole('admin'),
    handler: async (request, reply) => {
      const created = await catalogue.create(
        request.body,
        actorOf(request),
        request.idempotency?.answerWith(createdAnswer),
      );
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...routeFrom(staffCatalogueApi.updatePlan),
    preHandler: app.requireStaffRole('admin'),
    handler: async (request) => catalogue.update(request.params.planId, request.body, actorOf(request)),
  });
};
