// Recover user (the masked email of a customer's login) and the assistance request the view offers when
// the person cannot reach that mailbox (spec §2 Login modal, §7).
import {
  crmRequestSchema,
  recoverUserResponseSchema,
  recoverUserSchema,
  requestNumberResponseSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StoredRequest } from '../repositories/requests-repository.js';
import { commonErrorResponses, errorEnvelopeSchema } from '../lib/envelope.js';
import { idempotencyErrorResponses, idempotencyKeyHeader } from '../lib/idempotency-docs.js';
import { FIFTEEN_MINUTES, ONE_HOUR, perIp } from '../lib/rate-limits.js';
import { captchaHeaders } from './captcha.js';

/** The answer, also recorded for Idempotency-Key replays. */
const assistanceAnswer = (stored: StoredRequest) => ({ status: 200, body: { Crmnumero: stored.number } });

const errors = { 400: errorEnvelopeSchema, ...commonErrorResponses };

export const accountRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountRecovery, assistance } = app.services;

  app.post(
    '/api/customer/recuperar/usuario/',
    {
      config: { rateLimit: perIp(10, FIFTEEN_MINUTES) },
      preHandler: app.requireCaptcha,
      schema: {
        tags: ['cuenta'],
        summary: 'Email (enmascarado) del usuario de un cliente, por número de cliente, DNI y nombre',
        description:
          'Requiere X-Captcha-Pass. 404 USER_NOT_FOUND ("Usuario no encontrado.") si algo no coincide.',
        headers: captchaHeaders,
        body: recoverUserSchema,
        response: { 200: recoverUserResponseSchema, 404: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({ email: await accountRecovery.recoverUser(request.body) }),
  );

  app.post(
    '/api/service/create/crm/',
    {
      config: { rateLimit: perIp(5, ONE_HOUR), idempotency: true },
      schema: {
        tags: ['gestiones'],
        summary: 'Solicitud de asistencia: queda registrada para el personal y se envía por email',
        headers: z.object(idempotencyKeyHeader).loose(),
        body: crmRequestSchema,
        response: { 200: requestNumberResponseSchema, ...idempotencyErrorResponses, ...errors },
      },
    },
    async (request) => ({
      Crmnumero: await assistance.create(
        request.body,
        { ip: request.ip },
        request.idempotency?.answerWith(assistanceAnswer),
      ),
    }),
  );
};
