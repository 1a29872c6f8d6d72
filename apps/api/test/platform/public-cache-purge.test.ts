// The public caches' purge: a purge by name clears that cache at once (Date is frozen here, so the TTL never
// expires and only a purge can show a change), and with Redis a purge on one instance clears the others.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_CACHE } from '../../src/areas/content/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

let nextPrice = 1_000_000;

/** Sets GPON 300's price in the app's database, behind its cache's back; returns the new price. */
async function changePrice(t: TestApp): Promise<number> {
  nextPrice += 100;
  await t.app.db
    .updateTable('plans')
    .set({ amount_cents: nextPrice })
    .where('packet_name', '=', 'GPON 300')
    .execute();
  return nextPrice;
}

async function publishedPrice(t: TestApp): Promise<number | undefined> {
  const rates: Array<{ packets: Array<{ packet_name: string; amount_cents: number }> }> = (
    await t.request({ url: '/api/rates/' })
  ).json();
  return rates[0]?.packets.find((p) => p.packet_name === 'GPON 300')?.amount_cents;
}

describe('public cache purge on one instance', () => {
  const t = useTestApp();

  it('keeps serving the cached rates until the rates cache is purged', async () => {
    const before = await publishedPrice(t);
    const changed = await changePrice(t);
    expect(await publishedPrice(t)).toBe(before);

    await t.app.services.infrastructure.publicCaches.purge('some-other-cache');
    expect(await publishedPrice(t)).toBe(before);

    await t.app.services.infrastructure.publicCaches.purge(PUBLIC_CACHE.rates);
    expect(await publishedPrice(t)).toBe(changed);
  });
});

describe.skipIf(!TEST_REDIS_URL)('public cache purge across instances (Redis)', () => {
  const env = { REDIS_URL: TEST_REDIS_URL ?? '' };
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    [one, two] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
    await Promise.all([one, two].map((t) => t.app.services.infrastructure.publicCaches.ready()));
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  it("clears the other instance's cache when one instance purges", async () => {
    const before = await publishedPrice(two);
    const changed = await changePrice(two);
    expect(await publishedPrice(two)).toBe(before);

    await one.app.services.infrastructure.publicCaches.purge(PUBLIC_CACHE.rates);
    await vi.waitFor(async () => expect(await publishedPrice(two)).toBe(changed), { timeout: 3_000 });
  });

  it('applies its own purge at once, without waiting for Redis', async () => {
    const changed = await changePrice(one);
    await one.app.services.infrastructure.publicCaches.purge(PUBLIC_CACHE.rates);
    expect(await publishedPrice(one)).toBe(changed);
  });
});
