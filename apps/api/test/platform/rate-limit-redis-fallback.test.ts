// With REDIS_URL set and Redis unreachable, the limits still hold, counted in the process; the switch to
// memory and back is logged once each, at warn. The real Redis (TEST_REDIS_URL) plays the outage and return.
import { randomBytes } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { redisWithFallbackStore } from '../../src/infrastructure/rate-limit/redis-with-fallback-store.js';
import { createTestApp, memoryLogStream } from '../support/test-app.js';

const warnLines = (lines: string[]) => lines.filter((line) => line.includes('"level":40'));

describe('rate limits with Redis down', () => {
  it('still answer 429, counted in the process, and say so once', async () => {
    const logs = memoryLogStream();
    const t = await createTestApp({
      // Nothing listens on port 1: every connection attempt fails at once.
      env: { REDIS_URL: 'redis://127.0.0.1:1' },
      logStream: logs,
      setup: (app) => {
        app.get(
          '/api/test/limited/',
          { config: { rateLimit: { max: 2, timeWindow: 60_000 } } },
          async () => ({}),
        );
      },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await t.request({ url: '/api/test/limited/' })).statusCode);
      expect(statuses).toEqual([200, 200, 429, 429]);
      expect(warnLines(logs.lines)).toHaveLength(1);
      expect(warnLines(logs.lines)[0]).toContain('Redis unreachable');
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('rate-limit store over the real Redis', () => {
  const incr = (store: FastifyRateLimitStore, key: string) =>
    new Promise<number>((resolve, reject) =>
      store.incr(
        key,
        (error, result) => (error ? reject(error) : resolve(result?.current ?? -1)),
        60_000,
        10,
      ),
    );

  it('counts in Redis, falls back to memory during an outage and returns to Redis after it', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? '', {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    const logs = memoryLogStream();
    const prefix = `test:rl:${randomBytes(6).toString('hex')}:`;
    const Store = redisWithFallbackStore(redis, pino({ level: 'info' }, logs), prefix);
    const store = new Store({});
    try {
      await new Promise((resolve) => redis.once('ready', resolve));
      expect(await incr(store, 'k')).toBe(1);
      expect(await incr(store, 'k')).toBe(2);
      expect(await redis.get(`${prefix}k`)).toBe('2');

      const ended = new Promise((resolve) => redis.once('end', resolve));
      redis.disconnect();
      // The first command after the cut fails (the client still reads 'ready'), the next find it closed.
      expect(await incr(store, 'k')).toBe(1);
      await ended;
      expect(await incr(store, 'k')).toBe(2);
      expect(warnLines(logs.lines)).toHaveLength(1);
      expect(warnLines(logs.lines)[0]).toContain('Redis unreachable');

      await redis.connect();
      expect(await incr(store, 'k')).toBe(3);
      expect(warnLines(logs.lines)).toHaveLength(2);
      expect(warnLines(logs.lines)[1]).toContain('Redis is back');
    } finally {
      if (redis.status === 'ready') await redis.del(`${prefix}k`);
      redis.disconnect();
    }
  });
});
