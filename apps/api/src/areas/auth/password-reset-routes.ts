// Password recovery by emailed code (spec §4): request the code, validate it, set the new password.
import { passwordResetApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FIFTEEN_MINUTES, perIp, perIpAndAccount } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwordReset } = app.services.auth;

  app.route({
    ...routeFrom(passwordResetApi.requestResetCode),
    config: {
      personalData: true,
      rateLimit: perIpAndAccount('reset-request', 'email', { max: 5, timeWindow: FIFTEEN_MINUTES }),
    },
    preHandler: app.requireCaptcha('password-reset'),
    handler: async (request) => {
      await passwordReset.requestCode(request.body.email);
      return {};
    },
  });

  app.route({
    ...routeFrom(passwordResetApi.validateResetCode),
    // Per email too: the code's own 5-try limit is the real guard, this keeps one address from spraying.
    config: {
      personalData: true,
      rateLimit: perIpAndAccount('reset-validate', 'email', { max: 15, timeWindow: FIFTEEN_MINUTES }),
    },
    handler: async (request) => ({
      reset_token: await passwordReset.validateCode(request.body.email, request.body.code),
    }),
  });

  app.route({
    ...routeFrom(passwordResetApi.resetPassword),
    config: { personalData: true, rateLimit: perIp(10, FIFTEEN_MINUTES) },
    handler: async (request) => {
      const { email, reset_token: token, password } = request.body;
      await passwordReset.resetPassword(email, token, password);
      return {};
    },
  });
};
