import { describe, expect, it, vi } from 'vitest';
import { microCache, toCachedJson } from './micro-cache.js';

describe('microCache', () => {
  it('serves from memory within the TTL and reloads after it', async () => {
    let clock = 0;
    const load = vi.fn(async () => clock);
    const cache = microCache(1000, load, () => clock);
    expect(await cache.get()).toBe(0);
    clock = 999;
    expect(await cache.get()).toBe(0);
    clock = 1000;
    expect(await cache.get()).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses and honours invalidate()', async () => {
    const load = vi.fn(async () => 'value');
    const cache = microCache(60_000, load);
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate();
    await cache.get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('peeks at a fresh value without loading', async () => {
    let clock = 0;
    const cache = microCache(
      1000,
      async () => 'value',
      () => clock,
    );
    expect(cache.peek()).toBeUndefined();
    await cache.get();
    expect(cache.peek()).toBe('value');
    clock = 1000;
    expect(cache.peek()).toBeUndefined();
  });

  it('gives equal bodies equal ETags', () => {
    expect(toCachedJson({ a: 1 }).etag).toBe(toCachedJson({ a: 1 }).etag);
    expect(toCachedJson({ a: 1 }).etag).not.toBe(toCachedJson({ a: 2 }).etag);
  });
});
