// The presence store the configuration asks for: Redis with REDIS_URL (several instances), memory otherwise.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { MemoryPresenceStore, type PresenceStore } from './presence-store.js';
import { RedisPresenceStore } from './redis-presence-store.js';

export type { PresenceStore } from './presence-store.js';

export function createPresenceStore(redisUrl: string | undefined, log: FastifyBaseLogger): PresenceStore {
  if (!redisUrl) return new MemoryPresenceStore();
  // Fail fast instead of queueing beats while Redis is down: a late 'who is looking' is worth nothing.
  const redis = new Redis(redisUrl, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (err: Error) => log.debug({ err }, 'redis (presence) error'));
  return new RedisPresenceStore(redis);
}
