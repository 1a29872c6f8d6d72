// Rate limits of the account routes, as route config. Per-IP limits are checked on arrival; per-account
// limits key on IP plus the account named in the body. Keys carry the limiter's name so routes never share
// counters in the Redis store.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { AppError } from '../lib/app-error.js';

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
 * preHandler, once the body is parsed; add `perIpHook` for a per-IP limit across accounts on the same route.
 */
export function perIpAndAccount(name: string, field: string, limit: Limit): RateLimitOptions {
  return {
    ...limit,
    hook: 'preHandler',
    keyGenerator: (request) => `${name}:${request.ip}:${bodyValue(request, field)}`,
  };
}

/**
 * A hook counting every call under `keyOf(request)`: @fastify/rate-limit's route handlers skip a request another
 * of them has counted, so these are built from `createRateLimit`, which counts every call. Scaled by
 * RATE_LIMIT_SCALE like route limits; the 429 is the RATE_LIMITED envelope.
 */
function limitHook(
  app: FastifyInstance,
  limit: Limit,
  keyOf: (request: FastifyRequest) => string,
): (request: FastifyRequest) => Promise<void> {
  const check = app.createRateLimit({
    max: limit.max * app.config.rateLimitScale,
    timeWindow: limit.timeWindow,
    keyGenerator: keyOf,
  });
  return async (request) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: result.ttlInSeconds });
  };
}

/** An onRequest hook limiting one IP on a route that already has a limit in its config. */
export function perIpHook(app: FastifyInstance, name: string, limit: Limit): onRequestAsyncHookHandler {
  return limitHook(app, limit, (request) => `${name}:${request.ip}`);
}

/**
 * A preHandler limiting one customer number (the path's `clientenro`) across addresses and devices. Put it after
 * `app.requireCustomerOwner`, so only the customer's own sessions spend the counter.
 */
export function perCustomerHook(
  app: FastifyInstance,
  name: string,
  limit: Limit,
): preHandlerAsyncHookHandler {
  return limitHook(
    app,
    limit,
    (request) => `${name}:${String((request.params as { clientenro?: unknown }).clientenro)}`,
  );
}

/**
 * A preHandler limiting one login (the session's) across addresses and devices. Put it after
 * `app.authenticate`, so only signed-in sessions spend their login's allowance.
 */
export function perLoginHook(app: FastifyInstance, name: string, limit: Limit): preHandlerAsyncHookHandler {
  return limitHook(app, limit, (request) => `${name}:${request.session?.loginId ?? request.ip}`);
}

/** A preHandler limiting one value of the body's `field` (a request number, say) across addresses. */
export function perBodyValueHook(
  app: FastifyInstance,
  name: string,
  field: string,
  limit: Limit,
): preHandlerAsyncHookHandler {
  return limitHook(app, limit, (request) => `${name}:${bodyValue(request, field)}`);
}

/**
 * A sign-in route's options (ADR 0034): 10 tries in 15 minutes per IP and account (the body's `field`), plus
 * `ipLimit` per IP across accounts; its answer holds personal data.
 */
export function signInLimits(app: FastifyInstance, name: string, field: string, ipLimit: Limit) {
  return {
    config: {
      personalData: true,
      rateLimit: perIpAndAccount(name, field, { max: 10, timeWindow: FIFTEEN_MINUTES }),
    },
    onRequest: perIpHook(app, `${name}-ip`, ipLimit),
  };
}
