// Captcha (spec §7 isHuman): the challenge for the configured provider, and the exchange of a solved
// captcha for a short-lived pass that protected calls send in X-Captcha-Pass.
import { captchaApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { FIFTEEN_MINUTES, perIp } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { captcha } = app.services.auth;

  app.route({
    ...routeFrom(captchaApi.getCaptchaChallenge),
    config: { rateLimit: perIp(60, 60_000) },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  });

  app.route({
    ...routeFrom(captchaApi.exchangeCaptcha),
    config: { personalData: true, rateLimit: perIp(30, FIFTEEN_MINUTES) },
    handler: async (request) => {
      const pass = await captcha.exchange(request.body.token, request.body.action, request.ip);
      if (!pass) throw new AppError('CAPTCHA_FAILED');
      return { success: true as const, pass };
    },
  });
};
