// Sends a pre-serialised JSON body with an ETag, answering 304 when the client already has it. Browsers
// revalidate on every load (no-cache), so a change shows as soon as the server-side micro-cache expires.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { CachedJson, MicroCache } from './micro-cache.js';

/** How long the public reads may be served from memory; a database change shows after at most this. */
export const PUBLIC_READ_TTL_MS = 1_000;

export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson,
): FastifyReply {
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === cached.etag)) {
    return reply.header('cache-control', 'no-cache').header('etag', cached.etag).code(304).send();
  }
  return reply.headers(cached.headers).send(cached.body);
}

/**
 * Route onRequest hook: a fresh cache entry is sent right after the global checks (API key, headers),
 * skipping the body, validation and handler stages a cached read has no use for; a miss falls through.
 */
export function serveFreshFrom(cache: MicroCache<CachedJson>): onRequestHookHandler {
  return (request, reply, done) => {
    const cached = cache.peek();
    if (cached === undefined) return done();
    sendCachedJson(request, reply, cached);
  };
}
