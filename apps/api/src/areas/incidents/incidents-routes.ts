// /api/admin/incidentes/: any member reads the incidents; supervisors and admins create, edit and close them.
import { staffIncidentsApi, type Incident } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';
import { actorOf } from '../staff/index.js';

const createdAnswer = (created: Incident) => ({ status: 201, body: created });

export const incidentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { incidents } = app.services.incidents;

  app.route({
    ...routeFrom(staffIncidentsApi.listIncidents),
    preHandler: app.requireStaff,
    handler: async () => ({ items: await incidents.list() }),
  });

  app.route({
    ...routeFrom(staffIncidentsApi.createIncident),
    config: { idempotency: true },
    preHandler: app.requireStaffRole('supervisor'),
    handler: async (request, reply) => {
      const created = await incidents.create(
        request.body,
        actorOf(request),
        request.idempotency?.answerWith(createdAnswer),
      );
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...routeFrom(staffIncidentsApi.updateIncident),
    preHandler: app.requireStaffRole('supervisor'),
    handler: async (request) => incidents.update(request.params.incidentId, request.body, actorOf(request)),
  });

  app.route({
    ...routeFrom(staffIncidentsApi.closeIncident),
    preHandler: app.requireStaffRole('supervisor'),
    handler: async (request) =>
      incidents.close(request.params.incidentId, request.body.version, actorOf(request)),
  });
};
