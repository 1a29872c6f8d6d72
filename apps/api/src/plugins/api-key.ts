// Every /api/* call carries the public X-Api-Key (spec §7). It is not a secret from users (the web app ships
// it), but it keeps casual scripts off the API and lets operators rotate access. The docs stay open, and a
// route can opt out with `config: { apiKey: false }` (payment gateways calling webhooks cannot send it).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this /api route does not need X-Api-Key. */
    apiKey?: boolean;
  }
}

export interface ApiKeyOptions {
  apiKey: string;
}

/** Whether a path needs the key: /api and below, except the OpenAPI docs. */
export function needsApiKey(path: string): boolean {
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  return !(path === '/api/docs' || path.startsWith('/api/docs/'));
}

async function apiKeyPlugin(app: FastifyInstance, options: ApiKeyOptions): Promise<void> {
  // Constant-time comparison hides the content; the length may show, which is harmless for a key that the
  // web app ships to every browser (and hashing each request's key cost a visible share of cheap reads).
  const expected = Buffer.from(options.apiKey);

  // Callback style: this hook runs on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!needsApiKey(path) || request.routeOptions.config?.apiKey === false) return done();
    const given = request.headers['x-api-key'];
    if (typeof given !== 'string' || given.length === 0) return done(new AppError('API_KEY_MISSING'));
    const givenBytes = Buffer.from(given);
    if (givenBytes.length !== expected.length || !timingSafeEqual(givenBytes, expected)) {
      return done(new AppError('API_KEY_INVALID'));
    }
    done();
  });
}

export default fp(apiKeyPlugin, { name: 'api-key' });
