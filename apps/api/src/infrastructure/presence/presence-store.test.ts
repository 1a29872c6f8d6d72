// Both presence adapters behave alike: a beat answers who is present, a presence ends at its TTL or on leave,
// and topics do not see each other. The Redis one runs against the real Redis (TEST_REDIS_URL), with two
// stores on one Redis playing two instances.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryPresenceStore, type PresenceStore } from './presence-store.js';
import { RedisPresenceStore } from './redis-presence-store.js';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function behavesLikePresence(make: (now: () => number) => { a: PresenceStore; b: PresenceStore }) {
  it('answers everyone present on a topic, the caller included', async () => {
    const c = clock();
    const { a, b } = make(c.now);
    expect(await a.beat('request:1', 7, 45_000)).toEqual([7]);
    expect(await b.beat('request:1', 3, 45_000)).toEqual([3, 7]);
    expect(await a.beat('request:2', 9, 45_000)).toEqual([9]);
  });

  it('drops a viewer whose last beat is older than the TTL, and one that left', async () => {
    const c = clock();
    const { a, b } = make(c.now);
    await a.beat('request:1', 7, 45_000);
    await b.beat('request:1', 8, 45_000);
    c.advance(30_000);
    expect(await b.beat('request:1', 8, 45_000)).toEqual([7, 8]);
    c.advance(20_000);
    expect(await b.beat('request:1', 8, 45_000)).toEqual([8]);
    await a.beat('request:1', 7, 45_000);
    await a.leave('request:1', 7);
    expect(await b.beat('request:1', 8, 45_000)).toEqual([8]);
  });
}

describe('memory presence', () => {
  behavesLikePresence((now) => {
    const store = new MemoryPresenceStore(now);
    return { a: store, b: store };
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('Redis presence', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((r) => r.quit()));
  });
  behavesLikePresence((now) => {
    const prefix = `test:presence:${randomBytes(6).toString('hex')}:`;
    const [one, two] = [0, 1].map(() => new Redis(process.env.TEST_REDIS_URL ?? ''));
    clients.push(one!, two!);
    return { a: new RedisPresenceStore(one!, prefix, now), b: new RedisPresenceStore(two!, prefix, now) };
  });

  it('leaves no key behind once the last presence expires', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? '');
    clients.push(redis);
    const prefix = `test:presence:${randomBytes(6).toString('hex')}:`;
    await new RedisPresenceStore(redis, prefix).beat('request:1', 1, 200);
    expect(await redis.pttl(`${prefix}request:1`)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await redis.exists(`${prefix}request:1`)).toBe(0);
  });
});
