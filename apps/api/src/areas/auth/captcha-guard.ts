// `app.requireCaptcha(action)`: a preHandler for public forms. It accepts the call only with a captcha pass
// earned for that action in X-Captcha-Pass, and spends it (400 CAPTCHA_FAILED otherwise, also on reuse),
// unless CAPTCHA_PROVIDER=off. ADR 0035.
import type { CaptchaAction } from '@portal/domain';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    requireCaptcha(action: CaptchaAction): preHandlerAsyncHookHandler;
  }
}

async function captchaPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('requireCaptcha', (action: CaptchaAction): preHandlerAsyncHookHandler => async (request) => {
    const header = request.headers['x-captcha-pass'];
    const pass = typeof header === 'string' ? header : undefined;
    if (!(await app.services.auth.captcha.spendPass(pass, action))) throw new AppError('CAPTCHA_FAILED');
  });
}

export default fp(captchaPlugin, { name: 'captcha', dependencies: ['services'] });
