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

/** The path of a request URL, without allocating when there is no query string. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

async function apiKeyPlugin(app: FastifyInstance, options: ApiKeyOptions): Promise<void> {
  // Constant-time comparison hides the content; the length may show, which is harmless for a key that the
  // web app ships to every browser (and hashing each request's key cost a visible share of cheap reads).
  const expected = Buffer.from(options.apiKey);

  // Callback style: this hook runs on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!needsApiKey(pathOf(request.url))) return done();
    const given = request.headers['x-api-key'];
    const givenBytes = typeof given === 'string' ? Buffer.from(given) : undefined;
    if (givenBytes && givenBytes.length === expected.length && timingSafeEqual(givenBytes, expected)) {
      return done();
    }
    // Read only on refusal: request.routeOptions builds a fresh object on every access.
    if (request.routeOptions.config?.apiKey === false) return done();
    done(new AppError(givenBytes && givenBytes.length > 0 ? 'API_KEY_INVALID' : 'API_KEY_MISSING'));
  });
}

export default fp(apiKeyPlugin, { name: 'api-key' });
