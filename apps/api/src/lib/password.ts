// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): strong against GPU cracking while a
// login stays in the tens of milliseconds on a small server. Hashing runs on libuv's thread pool; a bounded
// queue keeps a core (and a pool thread, for file reads) free for the event loop, and refuses the excess
// with 503 SERVER_BUSY rather than let a burst of logins slow every page down (ADR 0034).
import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { AppError } from './app-error.js';
import { BoundedQueue, QueueFullError } from './bounded-queue.js';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// libuv's pool size: a process setting read by libuv itself (default 4), not application configuration.
const POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
/** Hashes at once: one core and one pool thread stay free; at least 1. */
export const HASH_CONCURRENCY = Math.max(1, Math.min(availableParallelism() - 1, POOL_SIZE - 1));
/** Hashes waiting: a full queue drains in about 8 hash times (well under a second). */
export const HASH_QUEUE_LENGTH = 8 * HASH_CONCURRENCY;
const RETRY_AFTER_SECONDS = 1;

const queue = new BoundedQueue(HASH_CONCURRENCY, HASH_QUEUE_LENGTH);

async function queued<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await queue.run(task);
  } catch (error) {
    if (error instanceof QueueFullError) {
      throw new AppError('SERVER_BUSY', { retryAfterSeconds: RETRY_AFTER_SECONDS });
    }
    throw error;
  }
}

export function hashPassword(plain: string): Promise<string> {
  return queued(() => argon2.hash(plain, OPTIONS));
}

export function verifyPassword(hash: string, plain: string): Promise<boolean> {
  return queued(async () => {
    try {
      return await argon2.verify(hash, plain);
    } catch {
      // A malformed stored hash must read as "wrong password", never as a server error.
      return false;
    }
  });
}
