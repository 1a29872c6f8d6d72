// /api/admin/pagos/revision/: any member reads the payments that need a person; supervisors resolve them.
import { staffBillingApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';
import { actorOf } from '../staff/index.js';

export const paymentReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { paymentReviews } = app.services.billingDesk;

  app.route({
    ...routeFrom(staffBillingApi.listPaymentReviews),
    config: { personalData: true },
    preHandler: app.requireStaff,
    handler: async (request) => ({ items: await paymentReviews.list(request.query.status) }),
  });

  app.route({
    ...routeFrom(staffBillingApi.resolvePaymentReview),
    config: { personalData: true },
    preHandler: app.requireStaffRole('supervisor'),
    handler: async (request) =>
      paymentReviews.resolve(request.params.reviewId, request.body, actorOf(request)),
  });
};
