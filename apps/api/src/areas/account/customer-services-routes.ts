// Mis servicios (issue #11 §2): GET /api/customer/{clientenro}/servicios/ and
// PUT /api/customer/{clientenro}/factura-electronica/, both only for a session that owns the number.
import { accountApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';

export const customerServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { overview: accountOverview, electronicInvoice } = app.services.account;

  app.route({
    ...routeFrom(accountApi.getCustomerServices),
    config: { personalData: true },
    preHandler: app.requireCustomerOwner,
    handler: async (request) => accountOverview.overviewOf(request.params.clientenro),
  });

  app.route({
    ...routeFrom(accountApi.updateElectronicInvoice),
    config: { personalData: true },
    preHandler: app.requireCustomerOwner,
    handler: async (request) => electronicInvoice.change(request.params.clientenro, request.body.enabled),
  });
};
