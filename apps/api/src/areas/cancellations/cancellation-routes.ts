// POST /api/bajas/verificacion/ and /api/bajas/ (issue #32 §1): public, behind the site's API key. Codes are
// limited per address and per customer number (as on the customer login); each code allows 5 tries.
import { cancellationsApi, type FiledCancellation } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FIFTEEN_MINUTES, ONE_HOUR, perBodyValueHook, perIp } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';

const createdAnswer = (filed: FiledCancellation) => ({ status: 201, body: filed });

export const cancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cancellations } = app.services.cancellations;

  app.route({
    ...routeFrom(cancellationsApi.requestCancellationCode),
    config: { personalData: true, rateLimit: perIp(5, FIFTEEN_MINUTES) },
    preHandler: perBodyValueHook(app, 'cancellation-code-customer', 'clienteNro', {
      max: 5,
      timeWindow: ONE_HOUR,
    }),
    handler: async (request) => cancellations.requestCode(request.body),
  });

  app.route({
    ...routeFrom(cancellationsApi.fileCancellation),
    config: { personalData: true, idempotency: true, rateLimit: perIp(15, FIFTEEN_MINUTES) },
    handler: async (request, reply) => {
      const filed = await cancellations.file(request.body, request.idempotency?.answerWith(createdAnswer));
      return reply.code(201).send(filed);
    },
  });
};
