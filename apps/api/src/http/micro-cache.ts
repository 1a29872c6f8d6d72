// A few-seconds cache for the public reads (config, rates, pop-ups): it absorbs bursts of page loads without
// hiding a change in the database for longer than the TTL. Concurrent misses share one load.
import { createHash } from 'node:crypto';

export interface CachedJson {
  /** Serialised JSON body as UTF-8 bytes, sent as is (no per-request encoding or length counting). */
  body: Buffer;
  /** Strong ETag of the body. */
  etag: string;
  /** Headers of a 200 answer, built once per cache fill. */
  headers: Readonly<Record<string, string>>;
}

export function toCachedJson(value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = {
    'cache-control': 'no-cache',
    etag,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(body.length),
  };
  return { body, etag, headers };
}

export interface MicroCache<T> {
  get(): Promise<T>;
  /** The value when it is fresh, without waiting; undefined when get() would load. */
  peek(): T | undefined;
  invalidate(): void;
}

// `now` reads Date at each call (not a reference taken once), so a test's fake clock reaches the routes' caches.
export function microCache<T>(
  ttlMs: number,
  load: () => Promise<T>,
  now: () => number = () => Date.now(),
): MicroCache<T> {
  let value: T | undefined;
  let expiresAt = 0;
  let pending: Promise<T> | undefined;
  let generation = 0;

  return {
    peek() {
      return value !== undefined && now() < expiresAt ? value : undefined;
    },
    get() {
      if (value !== undefined && now() < expiresAt) return Promise.resolve(value);
      if (pending) return pending;
      const started = generation;
      pending = load()
        .then((loaded) => {
          // An invalidate() during the load means the loaded value may already be stale: serve it, keep none.
          if (started === generation) {
            value = loaded;
            expiresAt = now() + ttlMs;
          }
          return loaded;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    invalidate() {
      generation += 1;
      value = undefined;
      expiresAt = 0;
    },
  };
}
