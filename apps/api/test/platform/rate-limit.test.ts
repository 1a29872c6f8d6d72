// Routes opt into rate limiting with `config: { rateLimit }`; the 429 is the Spanish envelope. The Redis store
// is exercised too when TEST_REDIS_URL points at a Redis server.
import { apiMessages } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

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
    expect(third.json()).toEqual({ message: apiMessages.tooManyRequests, code: 'RATE_LIMITED' });
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

describe('TRUST_PROXY', () => {
  const forwardedFor = (address: string) => ({ 'x-forwarded-for': address });

  it('counts the client named by a trusted proxy, and ignores the header from anyone else', async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, setup: limitedRoutes });
    const direct = await createTestApp({ setup: limitedRoutes });
    try {
      const proxied = (behindProxy.app as unknown as { limitedUrl: string }).limitedUrl;
      const request = (address: string) =>
        behindProxy.request({ url: proxied, headers: forwardedFor(address) });
      expect((await request('203.0.113.7')).statusCode).toBe(200);
      expect((await request('203.0.113.7')).statusCode).toBe(200);
      expect((await request('203.0.113.7')).statusCode).toBe(429);
      // Another customer behind the same proxy keeps its own allowance.
      expect((await request('203.0.113.8')).statusCode).toBe(200);
      // A peer that is not the proxy cannot pick its address with the header.
      const untrusted = await behindProxy.request({
        url: proxied,
        remoteAddress: '198.51.100.9',
        headers: forwardedFor('203.0.113.9'),
      });
      expect(untrusted.statusCode).toBe(200);
      expect(
        (
          await behindProxy.request({
            url: proxied,
            remoteAddress: '198.51.100.9',
            headers: forwardedFor('203.0.113.10'),
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await behindProxy.request({
            url: proxied,
            remoteAddress: '198.51.100.9',
            headers: forwardedFor('203.0.113.11'),
          })
        ).statusCode,
      ).toBe(429);

      // Without TRUST_PROXY the header changes nothing: every call counts against the peer.
      const url = (direct.app as unknown as { limitedUrl: string }).limitedUrl;
      for (const [address, status] of [
        ['203.0.113.1', 200],
        ['203.0.113.2', 200],
        ['203.0.113.3', 429],
      ] as const) {
        expect((await direct.request({ url, headers: forwardedFor(address) })).statusCode).toBe(status);
      }
    } finally {
      await Promise.all([behindProxy.close(), direct.close()]);
    }
  });

  it('with a hop count, takes the address the nearest proxy saw (earlier entries can be forged)', async () => {
    const t = await createTestApp({
      env: { TRUST_PROXY: '1' },
      setup: (app) => {
        app.get('/api/test/ip/', async (request) => ({ ip: request.ip }));
      },
    });
    try {
      const ipOf = async (headers: Record<string, string>) =>
        (await t.request({ url: '/api/test/ip/', headers })).json().ip;
      expect(await ipOf(forwardedFor('203.0.113.7'))).toBe('203.0.113.7');
      expect(await ipOf(forwardedFor('6.6.6.6, 203.0.113.7'))).toBe('203.0.113.7');
      expect(await ipOf({})).toBe('127.0.0.1');
    } finally {
      await t.close();
    }
  });
});
