// Mis gestiones, one request: GET /api/customer/{clientenro}/gestiones/{n}/ (its history, public replies, legal
// clock) and POST .../respuestas/ (the customer's answer while the request waits on them).
import { customerRequestsApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';

export const customerDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customer } = app.services.desk;

  app.route({
    ...routeFrom(customerRequestsApi.getRequest),
    config: { personalData: true },
    preHandler: app.requireCustomerOwner,
    handler: async (request) => customer.get(request.params.clientenro, request.params.requestNumber),
  });
};
