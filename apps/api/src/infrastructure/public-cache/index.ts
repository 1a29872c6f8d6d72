// The public caches' registry with the purge channel the configuration asks for: Redis pub/sub with REDIS_URL
// (several instances), this instance only otherwise.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { PublicCaches } from './public-caches.js';
import { LocalPurgeChannel, type PurgeChannel } from './purge-channel.js';
import { RedisPurgeChannel } from './redis-purge-channel.js';

export { PublicCaches, type Purgeable } from './public-caches.js';
export type { PurgeChannel } from './purge-channel.js';

export function createPurgeChannel(redisUrl: string | undefined, log: FastifyBaseLogger): PurgeChannel {
  if (!redisUrl) return new LocalPurgeChannel();
  // A publish waits at most a second for Redis (the TTL bounds staleness); the subscriber keeps reconnecting.
  const publisher = new Redis(redisUrl, {
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
  });
  const subscriber = new Redis(redisUrl, { connectTimeout: 2_000 });
  for (const redis of [publisher, subscriber]) {
    redis.on('error', (err: Error) => log.debug({ err }, 'redis (cache purge) error'));
  }
  return new RedisPurgeChannel(publisher, subscriber, log);
}

export function createPublicCaches(redisUrl: string | undefined, log: FastifyBaseLogger): PublicCaches {
  return new PublicCaches(createPurgeChannel(redisUrl, log));
}
