// Rate limits are opt-in per route (`config: { rateLimit: { max, timeWindow } }`), because the limits differ
// by purpose: login, codes, recovery and public forms each get their own. Counters live in Redis when
// REDIS_URL is set, so every instance behind a load balancer shares them, and in this process's memory while
// Redis is unreachable (ADR 0034); in memory only otherwise.
import rateLimit, { type RateLimitOptions as RouteRateLimit } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { redisWithFallbackStore } from '../infrastructure/rate-limit/redis-with-fallback-store.js';
import { AppError } from '../lib/app-error.js';

export interface RateLimitOptions {
  redisUrl: string | undefined;
  /** Multiplies every route's limit (RATE_LIMIT_SCALE); 1 keeps them as written. */
  scale: number;
}

/** A route's limit times `scale`; a limit computed per request is scaled when it is computed. */
function scaledLimit(limit: RouteRateLimit, scale: number): RouteRateLimit {
  const { max } = limit;
  if (scale === 1 || max === undefined) return limit;
  if (typeof max === 'number') return { ...limit, max: max * scale };
  return { ...limit, max: async (request, key) => (await max(request, key)) * scale };
}

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    // Fail fast instead of queueing commands when Redis is down: the store then counts in memory.
    redis = new Redis(options.redisUrl, {
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    // ioredis reports every failed reconnect; the store logs the switch to memory and back once each.
    redis.on('error', (err: Error) => app.log.debug({ err }, 'redis (rate limit) error'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }

  if (options.scale !== 1) {
    // Runs before @fastify/rate-limit's own onRoute hook, which reads the route config it leaves here.
    app.addHook('onRoute', (route) => {
      const limit = route.config?.rateLimit;
      if (limit) route.config = { ...route.config, rateLimit: scaledLimit(limit, options.scale) };
    });
  }

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisWithFallbackStore(redis, app.log, 'portal:rl:') } : {}),
    keyGenerator: (request) => request.ip,
    // The returned error is thrown, so the central error handler renders the Spanish 429 envelope.
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode === 403 ? 'FORBIDDEN' : 'RATE_LIMITED', {
        statusCode: context.statusCode,
      }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
