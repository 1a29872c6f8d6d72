// Password recovery by emailed code (spec §4): request the code, validate it, set the new password.
import {
  recoverPasswordSchema,
  resetPasswordSchema,
  validateCodeResponseSchema,
  validateCodeSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { captchaHeaders } from './captcha.js';
import { commonErrorResponses, errorEnvelopeSchema } from '../lib/envelope.js';
import { FIFTEEN_MINUTES, perIp, perIpAndAccount } from '../lib/rate-limits.js';

const empty = z.object({}).describe('Vacío');
const errors = { 400: errorEnvelopeSchema, ...commonErrorResponses };

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwordReset } = app.services;

  app.post(
    '/api/customer/recuperar/password/',
    {
      config: {
        personalData: true,
        rateLimit: perIpAndAccount('reset-request', 'email', { max: 5, timeWindow: FIFTEEN_MINUTES }),
      },
      preHandler: app.requireCaptcha('password-reset'),
      schema: {
        tags: ['cuenta'],
        summary: 'Envía por email un código de 6 dígitos para restablecer la contraseña',
        description:
          'Requiere X-Captcha-Pass (acción password-reset). 404 EMAIL_NOT_FOUND ("El mail ingresado no existe", también en ' +
          'fields.email). Cada pedido anula los códigos anteriores de ese email.',
        headers: captchaHeaders,
        body: recoverPasswordSchema,
        response: { 200: empty, 404: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await passwordReset.requestCode(request.body.email);
      return {};
    },
  );

  app.post(
    '/api/customer/validar/codigo/',
    {
      // Per email too: the code's own 5-try limit is the real guard, this keeps one address from spraying.
      config: {
        personalData: true,
        rateLimit: perIpAndAccount('reset-validate', 'email', { max: 15, timeWindow: FIFTEEN_MINUTES }),
      },
      schema: {
        tags: ['cuenta'],
        summary: 'Valida el código recibido y entrega un reset_token (10 minutos, de un solo uso)',
        description:
          '400 CODE_INVALID si el código no coincide; 400 CODE_EXPIRED si venció, ya se usó, se pidió ' +
          'otro o hubo 5 intentos fallidos.',
        body: validateCodeSchema,
        response: { 200: validateCodeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      reset_token: await passwordReset.validateCode(request.body.email, request.body.code),
    }),
  );

  app.post(
    '/api/customer/resetear/password/',
    {
      config: { personalData: true, rateLimit: perIp(10, FIFTEEN_MINUTES) },
      schema: {
        tags: ['cuenta'],
        summary: 'Guarda la nueva contraseña con el reset_token de la validación del código',
        description:
          '400 VALIDATION_ERROR si la contraseña no cumple las reglas; 400 CODE_EXPIRED si el token no sirve.',
        body: resetPasswordSchema,
        response: { 200: empty, ...errors },
      },
    },
    async (request) => {
      const { email, reset_token: token, password } = request.body;
      await passwordReset.resetPassword(email, token, password);
      return {};
    },
  );
};
