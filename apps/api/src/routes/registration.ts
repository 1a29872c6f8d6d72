// Registration (spec §2 register flow): the four steps arrive as one draft; the answer carries the request
// number that the confirmation mail repeats.
import { registerDraftSchema, requestNumberResponseSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StoredRequest } from '../repositories/requests-repository.js';
import { commonErrorResponses, errorEnvelopeSchema } from '../lib/envelope.js';
import { idempotencyErrorResponses, idempotencyKeyHeader } from '../lib/idempotency-docs.js';
import { ONE_HOUR, perIp } from '../lib/rate-limits.js';
import { captchaHeaders } from './captcha.js';

/** The answer, also recorded for Idempotency-Key replays. */
const created = (number: string) => ({ status: 201, body: { Crmnumero: number } });

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registration } = app.services;

  app.post(
    '/api/customer/registro/',
    {
      config: { rateLimit: perIp(5, ONE_HOUR), idempotency: true },
      preHandler: app.requireCaptcha,
      schema: {
        tags: ['cuenta'],
        summary: 'Solicitud de registro de usuario; responde el número de gestión',
        description:
          'Requiere X-Captcha-Pass. 409 EMAIL_ALREADY_REGISTERED si el email ya tiene usuario. La ' +
          'contraseña se guarda solo como hash argon2id. Con Idempotency-Key, un reintento recibe la primera ' +
          'respuesta sin gastar otro captcha (422 IDEMPOTENCY_KEY_REUSED con otro cuerpo).',
        headers: captchaHeaders.extend(idempotencyKeyHeader),
        body: registerDraftSchema,
        response: {
          201: requestNumberResponseSchema,
          400: errorEnvelopeSchema,
          ...idempotencyErrorResponses,
          409: errorEnvelopeSchema.describe('EMAIL_ALREADY_REGISTERED o IDEMPOTENCY_IN_PROGRESS'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const number = await registration.register(
        request.body,
        request.idempotency?.answerWith((stored: StoredRequest) => created(stored.number)),
      );
      const answer = created(number);
      return reply.code(answer.status).send(answer.body);
    },
  );
};
