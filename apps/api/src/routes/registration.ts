// Registration (spec §2 register flow): the four steps arrive as one draft; the answer carries the request
// number that the confirmation mail repeats.
import { registerDraftSchema, requestNumberResponseSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrorResponses, errorEnvelopeSchema } from '../lib/envelope.js';
import { ONE_HOUR, perIp } from '../lib/rate-limits.js';
import { captchaHeaders } from './captcha.js';

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registration } = app.services;

  app.post(
    '/api/customer/registro/',
    {
      config: { rateLimit: perIp(5, ONE_HOUR) },
      preHandler: app.requireCaptcha('registration'),
      schema: {
        tags: ['cuenta'],
        summary: 'Solicitud de registro de usuario; responde el número de gestión',
        description:
          'Requiere X-Captcha-Pass (acción registration). 409 EMAIL_ALREADY_REGISTERED si el email ya tiene usuario. La ' +
          'contraseña se guarda solo como hash argon2id.',
        headers: captchaHeaders,
        body: registerDraftSchema,
        response: {
          201: requestNumberResponseSchema,
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const number = await registration.register(request.body);
      return reply.code(201).send({ Crmnumero: number });
    },
  );
};
