// Presence in Redis, so every instance sees every viewer: one sorted set per topic, each member a viewer id
// scored with the instant its presence ends. A beat drops the expired members, adds the caller and reads the
// rest in one MULTI; the key itself expires with the last beat, so an abandoned topic leaves nothing behind.
import type { Redis } from 'ioredis';
import type { PresenceStore } from './presence-store.js';

export class RedisPresenceStore implements PresenceStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'portal:presence:',
    private readonly now: () => number = Date.now,
  ) {}

  async beat(topic: string, viewerId: number, ttlMs: number): Promise<number[]> {
    const key = this.prefix + topic;
    const now = this.now();
    const results = await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', now)
      .zadd(key, now + ttlMs, String(viewerId))
      .zrange(key, 0, -1)
      .pexpire(key, ttlMs)
      .exec();
    const [error, members] = results?.[2] ?? [new Error('presence: Redis answered no result')];
    if (error) throw error;
    return (members as string[]).map(Number).sort((a, b) => a - b);
  }

  async leave(topic: string, viewerId: number): Promise<void> {
    await this.redis.zrem(this.prefix + topic, String(viewerId));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
