// Captcha (spec §7 isHuman): the challenge for the configured provider, and the exchange of a solved
// captcha for a short-lived pass that protected calls send in X-Captcha-Pass.
import {
  captchaChallengeResponseSchema,
  captchaPassResponseSchema,
  captchaRequestSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error.js';
import { commonErrorResponses, errorEnvelopeSchema } from '../lib/envelope.js';
import { FIFTEEN_MINUTES, perIp } from '../lib/rate-limits.js';

export const captchaHeaders = z
  .object({
    'x-captcha-pass': z
      .string()
      .optional()
      .describe(
        'Pase de un solo uso de POST /api/isHuman/recaptcha_request/ para esta acción (no hace falta con ' +
          'CAPTCHA_PROVIDER=off)',
      ),
  })
  .loose();

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { captcha } = app.services;

  app.get(
    '/api/isHuman/challenge/',
    {
      config: { rateLimit: perIp(60, 60_000) },
      schema: {
        tags: ['captcha'],
        summary: 'Proveedor de captcha configurado y, para ALTCHA, un desafío firmado (10 minutos)',
        response: { 200: captchaChallengeResponseSchema, ...commonErrorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );

  app.post(
    '/api/isHuman/recaptcha_request/',
    {
      config: { personalData: true, rateLimit: perIp(30, FIFTEEN_MINUTES) },
      schema: {
        tags: ['captcha'],
        summary:
          'Verifica el captcha resuelto (token ALTCHA o reCAPTCHA) y entrega un pase de un solo uso para una acción',
        description:
          '`action` dice para qué llamada es el pase (message, password-reset, recover-user, registration, ' +
          'assistance); el pase vale 2 minutos, para una sola llamada de esa acción. 400 CAPTCHA_FAILED ' +
          '("Error al verificar CAPTCHA.") si no se verifica o si el captcha resuelto se reutiliza.',
        body: captchaRequestSchema,
        response: { 200: captchaPassResponseSchema, 400: errorEnvelopeSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const pass = await captcha.exchange(request.body.token, request.body.action, request.ip);
      if (!pass) throw new AppError('CAPTCHA_FAILED');
      return { success: true as const, pass };
    },
  );
};
