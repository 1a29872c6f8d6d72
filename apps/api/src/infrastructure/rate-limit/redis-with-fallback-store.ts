// Rate-limit counters in Redis, shared by every instance, and in this process while Redis cannot answer: an
// outage of Redis weakens the limits to per instance for a while but never switches them off (ADR 0034). The
// switch each way is logged once, at warn.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

// The plugin's own stores (its entry point does not export them): the same Lua script and LRU, not a copy.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => FastifyRateLimitStore;

/** Whether Redis is in use, shared by every route's store so a switch is logged once for all of them. */
class RedisLink {
  private fallingBack = false;

  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  get ready(): boolean {
    return this.redis.status === 'ready';
  }

  fellBack(err?: Error): void {
    if (this.fallingBack) return;
    this.fallingBack = true;
    this.log.warn({ err }, 'Redis unreachable: rate limits count in this process until it is back');
  }

  answered(): void {
    if (!this.fallingBack) return;
    this.fallingBack = false;
    this.log.warn('Redis is back: rate limits count in Redis again');
  }
}

class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly link: RedisLink,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    if (!this.link.ready) {
      this.link.fellBack();
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (error) {
          this.link.fellBack(error);
          this.local.incr(key, callback, timeWindow, max);
        } else {
          this.link.answered();
          callback(null, result);
        }
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    return new FallbackStore(this.link, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The `store` option of @fastify/rate-limit: Redis under `prefix`, this process's memory as the fallback. */
export function redisWithFallbackStore(
  redis: Redis,
  log: FastifyBaseLogger,
  prefix: string,
): FastifyRateLimitStoreCtor {
  const link = new RedisLink(redis, log);
  return class extends FallbackStore {
    constructor(params: StoreParams) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        link,
        new RedisStore(continueExceeding, exponentialBackoff, redis, prefix),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
