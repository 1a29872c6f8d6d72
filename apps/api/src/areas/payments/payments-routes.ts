// Account modal 5 (spec §4, §7): POST /api/payments/check-url/, POST /api/payments/payment-request/,
// DELETE /api/payments/{id}/ and POST /api/payments/{id}/verificar/, for a full session that owns the customer.
import { paymentsApi, type PaymentLinkResponse } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { ONE_HOUR } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';

/** The answer, also recorded for Idempotency-Key replays. */
const createdAnswer = (link: PaymentLinkResponse) => ({ status: 201, body: link });

/**
 * Per customer record: every link is a checkout at the gateway, and one must be deleted before the next, so a
 * person needs a handful an hour; more is a stuck client or someone filling the gateway with preferences.
 */
const LINKS_PER_HOUR = 30;

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { links: paymentLinks } = app.services.payments;
  const owned = (customers: readonly number[] | undefined) => customers ?? [];
  const linksLimit = app.createRateLimit({
    max: LINKS_PER_HOUR * app.config.rateLimitScale,
    timeWindow: ONE_HOUR,
    keyGenerator: (request) => `payment-links:${String((request.body as { client_id?: unknown }).client_id)}`,
  });

  app.route({
    ...routeFrom(paymentsApi.checkPaymentUrl),
    config: { personalData: true },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const link = await paymentLinks.openLink(owned(request.session?.customers), request.body.nro);
      return link ? link : reply.code(204).send(null);
    },
  });

  app.route({
    ...routeFrom(paymentsApi.createPaymentRequest),
    config: { personalData: true, idempotency: true },
    // After authentication, so only signed-in sessions spend a record's allowance.
    preHandler: [
      app.authenticate,
      async (request) => {
        const result = await linksLimit(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new AppError('RATE_LIMITED', { retryAfterSeconds: result.ttlInSeconds });
        }
      },
    ],
    handler: async (request, reply) => {
      const link = await paymentLinks.create(
        owned(request.session?.customers),
        request.body,
        request.idempotency?.answerWith(createdAnswer),
      );
      return reply.code(201).send(link);
    },
  });

  app.route({
    ...routeFrom(paymentsApi.deletePaymentLink),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      await paymentLinks.delete(owned(request.session?.customers), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeFrom(paymentsApi.verifyPayment),
    config: { personalData: true },
    preHandler: app.authenticate,
    handler: async (request) => paymentLinks.verify(owned(request.session?.customers), request.params.id),
  });
};
