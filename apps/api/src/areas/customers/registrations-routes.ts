// /api/admin/altas/: the registrations queue. Any member reads it; supervisors and admins decide.
import { staffCustomersApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';
import { actorOf } from '../staff/index.js';

export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registrations } = app.services.customers;
  const supervisor = app.requireStaffRole('supervisor');

  app.route({
    ...routeFrom(staffCustomersApi.listRegistrations),
    config: { personalData: true },
    preHandler: app.requireStaff,
    handler: async (request) => ({ items: await registrations.list(request.query.estado) }),
  });

  app.route({
    ...routeFrom(staffCustomersApi.approveRegistration),
    config: { personalData: true },
    preHandler: supervisor,
    handler: async (request) => registrations.approve(request.params.requestNumber, actorOf(request)),
  });

  app.route({
    ...routeFrom(staffCustomersApi.rejectRegistration),
    config: { personalData: true },
    preHandler: supervisor,
    handler: async (request) =>
      registrations.reject(request.params.requestNumber, request.body.reason, actorOf(request)),
  });
};
