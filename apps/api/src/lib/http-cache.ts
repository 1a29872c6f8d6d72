// Sends a pre-serialised JSON body with an ETag, answering 304 when the client already has it. Browsers
// revalidate on every load (no-cache), so a change shows as soon as the server-side micro-cache expires.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedJson } from './micro-cache.js';

/** How long the public reads may be served from memory; a database change shows after at most this. */
export const PUBLIC_READ_TTL_MS = 1_000;

export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson,
): FastifyReply {
  reply.header('cache-control', 'no-cache').header('etag', cached.etag);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === cached.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
