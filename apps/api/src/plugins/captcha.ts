// `app.requireCaptcha`: a preHandler for public forms. It accepts the call only with a valid captcha pass in
// X-Captcha-Pass (400 CAPTCHA_FAILED otherwise), unless CAPTCHA_PROVIDER=off.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    requireCaptcha: preHandlerAsyncHookHandler;
  }
}

async function captchaPlugin(app: FastifyInstance): Promise<void> {
  const requireCaptcha: preHandlerAsyncHookHandler = async (request) => {
    const header = request.headers['x-captcha-pass'];
    const pass = typeof header === 'string' ? header : undefined;
    if (!(await app.services.captcha.checkPass(pass))) throw new AppError('CAPTCHA_FAILED');
  };
  app.decorate('requireCaptcha', requireCaptcha);
}

export default fp(captchaPlugin, { name: 'captcha', dependencies: ['services'] });
