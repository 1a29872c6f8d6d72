// Security headers through @fastify/helmet, with a strict Content-Security-Policy and per-request nonces for
// the server-rendered pages. JSON answers under /api get an even stricter, nonce-free policy (a JSON body is
// never a document, and skipping two random nonces per call keeps the cache-friendly reads fast).
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

/** For JSON: nothing may load or frame it (OWASP REST security cheat sheet). */
const apiDirectives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

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

  // Per-route helmet configuration must be attached before helmet's own onRoute hook reads it.
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    route.config = Object.assign(route.config ?? {}, {
      helmet: {
        enableCSPNonces: false,
        contentSecurityPolicy: { useDefaults: false, directives: apiDirectives },
      },
    });
  });

  await app.register(helmet, helmetOptions);
}

export default fp(securityHeaders, { name: 'security-headers' });
