// Rate limits of the account routes, as route config. Per-IP limits are checked on arrival; per-account
// limits key on IP plus the account named in the body. Keys carry the limiter's name so routes never share
// counters in the Redis store.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

export const FIFTEEN_MINUTES = 15 * 60_000;
export const ONE_HOUR = 60 * 60_000;

export interface Limit {
  max: number;
  timeWindow: number;
}

/** Route config: `config: { rateLimit: perIp(...) }`. */
export function perIp(max: number, timeWindow: number): Limit {
  return { max, timeWindow };
}

function bodyValue(request: FastifyRequest, field: string): string {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/**
 * Route config that limits one IP's attempts on one account (the body's `field`, e.g. username). It runs as a
 * preHandler, once the body is parsed. @fastify/rate-limit applies one limiter per request, so this replaces
 * the per-IP limit on that route; the account lock of the login service covers attacks from many addresses.
 */
export function perIpAndAccount(name: string, field: string, limit: Limit): RateLimitOptions {
  return {
    ...limit,
    hook: 'preHandler',
    keyGenerator: (request) => `${name}:${request.ip}:${bodyValue(request, field)}`,
  };
}
