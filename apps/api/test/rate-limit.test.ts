// Routes opt into rate limiting with `config: { rateLimit }`; the 429 is the Spanish envelope. The Redis store
// is exercised too when TEST_REDIS_URL points at a Redis server.
import { messages } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

const stores = [
  { name: 'memory', env: {} as Record<string, string> },
  ...(process.env.TEST_REDIS_URL ? [{ name: 'redis', env: { REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
];

function limitedRoutes(app: FastifyInstance): void {
  // A unique path per run keeps Redis counters of earlier runs out of the way.
  const suffix = Math.random().toString(36).slice(2);
  app.get(
    `/api/test/limited-${suffix}/`,
    { config: { rateLimit: { max: 2, timeWindow: 60_000 } } },
    async () => ({ ok: true }),
  );
  app.decorate('limitedUrl', `/api/test/limited-${suffix}/`);
}

describe.each(stores)('rate limit ($name store)', ({ env }) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ env, setup: limitedRoutes });
    url = (t.app as unknown as { limitedUrl: string }).limitedUrl;
  });
  afterAll(() => t?.close());

  it('answers 429 with the Spanish envelope once a route that opted in is over its limit', async () => {
    expect((await t.request({ url })).statusCode).toBe(200);
    const second = await t.request({ url });
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-ratelimit-remaining']).toBe('0');
    const third = await t.request({ url });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: messages.tooManyRequests, code: 'RATE_LIMITED' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts per client IP', async () => {
    const other = await t.request({ url, remoteAddress: '10.1.2.3' });
    expect(other.statusCode).toBe(200);
  });

  it('leaves routes that did not opt in unlimited', async () => {
    for (let i = 0; i < 5; i += 1) expect((await t.request({ url: '/api/config/' })).statusCode).toBe(200);
  });
});

describe('RATE_LIMIT_SCALE', () => {
  it('multiplies every route limit, and the default of 1 keeps them as written', async () => {
    const scaled = await createTestApp({ env: { RATE_LIMIT_SCALE: '3' }, setup: limitedRoutes });
    const unscaled = await createTestApp({ setup: limitedRoutes });
    try {
      for (const [app, allowed] of [
        [scaled, 6],
        [unscaled, 2],
      ] as const) {
        const url = (app.app as unknown as { limitedUrl: string }).limitedUrl;
        for (let i = 0; i < allowed; i += 1) expect((await app.request({ url })).statusCode).toBe(200);
        expect((await app.request({ url })).statusCode).toBe(429);
      }
    } finally {
      await Promise.all([scaled.close(), unscaled.close()]);
    }
  });
});
