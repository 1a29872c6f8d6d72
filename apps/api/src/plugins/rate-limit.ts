// Rate limits are opt-in per route (`config: { rateLimit: { max, timeWindow } }`), because the limits differ
// by purpose: login, codes, recovery and public forms each get their own. Counters live in Redis when
// REDIS_URL is set, so every instance behind a load balancer shares them; in memory otherwise.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';

export interface RateLimitOptions {
  redisUrl: string | undefined;
}

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    // Fail fast instead of queueing commands forever when Redis is down; skipOnError then lets requests
    // through (an outage of the limiter must not become an outage of the portal).
    redis = new Redis(options.redisUrl, {
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    redis.on('error', (err: Error) => app.log.warn({ err }, 'redis (rate limit) error'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'portal:rl:' } : {}),
    skipOnError: true,
    keyGenerator: (request) => request.ip,
    // The returned error is thrown, so the central error handler renders the Spanish 429 envelope.
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode === 403 ? 'FORBIDDEN' : 'RATE_LIMITED', {
        statusCode: context.statusCode,
      }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
