// The customer's coupons: GET /api/customer/{clientenro}/cupones/.
import { couponsApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';

export const customerCouponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { coupons } = app.services.account;

  app.route({
    ...routeFrom(couponsApi.listCustomerCoupons),
    config: { personalData: true },
    preHandler: app.requireCustomerOwner,
    handler: async (request) => coupons.listFor(request.params.clientenro),
  });
};
