// Security headers: a precomputed, closed set on every answer (JSON is never a document, so it needs no
// nonces), and @fastify/helmet with a strict Content-Security-Policy and per-request nonces only in the
// encapsulated context that serves the server-rendered pages (registerPageSecurityHeaders).
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  isProduction: boolean;
  /** `npm run dev`: Vite's hot-reload client talks to its own WebSocket server. */
  hotReload?: boolean;
}

export function pageDirectives(isProduction: boolean, hotReload = false): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    // helmet appends 'nonce-<random>' to script-src and style-src on every request (enableCSPNonces).
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // React renders `style={...}` props as style="" attributes in server HTML, and the map (leaflet) positions
    // its tiles and markers through them. Attributes cannot carry a nonce, so they are
    // allowed here while <style> and <link> elements still need the nonce or 'self' via style-src.
    'style-src-attr': ["'unsafe-inline'"],
    // Map tiles of the registration step (OpenStreetMap's tile server).
    'img-src': ["'self'", 'data:', 'https://tile.openstreetmap.org'],
    'font-src': ["'self'", 'data:'],
    'connect-src': hotReload ? ["'self'", 'ws:'] : ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Only in production: browsers would try https:// for a developer's http://192.168.x.x otherwise.
    ...(isProduction ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Headers of every non-page answer (JSON under /api, /healthz, /readyz, errors), computed once: the OWASP REST
 * set, "nothing may load, sniff or frame this". Document-only headers (COOP, referrer policy, XSS auditor...)
 * belong to pages. helmet builds its middleware on every request, which halved the throughput of the
 * cache-friendly reads (design §8 budget), so it never runs here.
 */
export function apiSecurityHeaders(): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    // Browsers ignore HSTS over plain http, so sending it always is harmless and matches the pages.
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

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

/** helmet for the server-rendered pages; call it inside the encapsulated context that serves them. */
export async function registerPageSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): Promise<void> {
  const helmetOptions: FastifyHelmetOptions = {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: pageDirectives(options.isProduction, options.hotReload),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Pop-up videos are embedded from YouTube, whose player breaks under require-corp.
    crossOriginEmbedderPolicy: false,
    // Same rule as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
  };
  // The root's static set would override helmet's (it writes to the raw response); pages get helmet's alone.
  const staticNames = Object.keys(apiSecurityHeaders());
  app.addHook('onRequest', (_request, reply, done) => {
    for (const name of staticNames) reply.removeHeader(name);
    done();
  });
  await app.register(helmet, helmetOptions);
}

async function securityHeaders(app: FastifyInstance): Promise<void> {
  const apiHeaders = apiSecurityHeaders();
  // Callback style: it runs on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(apiHeaders);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
