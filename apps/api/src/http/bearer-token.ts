// The token of an `Authorization: Bearer <token>` header (RFC 6750 token68 characters), or undefined.
import type { FastifyRequest } from 'fastify';

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}
