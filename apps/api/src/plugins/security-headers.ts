// Security headers: @fastify/helmet with a strict Content-Security-Policy and per-request nonces for the
// server-rendered pages; a precomputed, even stricter set for JSON answers under /api (a JSON body is never a
// document, so it needs no nonces).
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on JSON /api routes: they get the precomputed API headers instead of helmet's page headers. */
    staticSecurityHeaders?: boolean;
  }
}

export interface SecurityHeadersOptions {
  isProduction: boolean;
}

export function pageDirectives(isProduction: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    // helmet appends 'nonce-<random>' to script-src and style-src on every request (enableCSPNonces).
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // React renders `style={...}` props as style="" attributes in server HTML, and the map (leaflet) and
    // react-aria popovers position themselves through them. Attributes cannot carry a nonce, so they are
    // allowed here while <style> and <link> elements still need the nonce or 'self' via style-src.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Only in production: browsers would try https:// for a developer's http://192.168.x.x otherwise.
    ...(isProduction ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Headers of JSON answers under /api, computed once. Same set helmet sends (with these options), but with the
 * OWASP REST policy "nothing may load or frame this" and no nonces: helmet builds its middleware on every
 * request, which halved the throughput of the cache-friendly reads (design §8 budget).
 */
export function apiSecurityHeaders(): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Browsers ignore HSTS over plain http, so sending it always is harmless and matches the pages.
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

const isJsonApiRoute = (url: string): boolean => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** What Swagger UI needs: its own scripts and stylesheets, inline styles of its widgets, data: images. */
export const docsContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const helmetOptions: FastifyHelmetOptions = {
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(options.isProduction) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Pop-up videos are embedded from YouTube, whose player breaks under require-corp.
    crossOriginEmbedderPolicy: false,
    // Same rule as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
  };

  // Route-level helmet configuration must be attached before helmet's own onRoute hook reads it.
  app.addHook('onRoute', (route) => {
    if (!isJsonApiRoute(route.url ?? '')) return;
    route.config = Object.assign(route.config ?? {}, {
      helmet: { skipRoute: true },
      staticSecurityHeaders: true,
    });
  });
  const apiHeaders = apiSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.staticSecurityHeaders === true) reply.headers(apiHeaders);
    done();
  });

  await app.register(helmet, helmetOptions);
}

export default fp(securityHeaders, { name: 'security-headers' });
