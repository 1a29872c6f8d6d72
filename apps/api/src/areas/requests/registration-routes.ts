// Registration (spec §2 register flow): the four steps arrive as one draft; the answer carries the request
// number that the confirmation mail repeats.
import { registrationApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StoredRequest } from './request-number.js';
import { ONE_HOUR, perIp } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';

/** The answer, also recorded for Idempotency-Key replays. */
const created = (number: string) => ({ status: 201, body: { Crmnumero: number } });

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registration } = app.services.requests;

  app.route({
    ...routeFrom(registrationApi.register),
    config: { personalData: true, rateLimit: perIp(5, ONE_HOUR), idempotency: true },
    preHandler: app.requireCaptcha('registration'),
    handler: async (request, reply) => {
      const number = await registration.register(
        request.body,
        request.idempotency?.answerWith((stored: StoredRequest) => created(stored.number)),
      );
      const answer = created(number);
      return reply.code(answer.status).send(answer.body);
    },
  });
};
