// Cache purges across instances over Redis pub/sub: one connection publishes, one subscribes (a subscribed
// connection can do nothing else). Each message carries its sender's id, so an instance skips its own purges,
// which it has already applied.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { PurgeChannel } from './purge-channel.js';

export const PURGE_CHANNEL = 'portal:cache-purge';

interface PurgeMessage {
  from: string;
  name: string;
}

export class RedisPurgeChannel implements PurgeChannel {
  private readonly instanceId = randomUUID();
  private readonly handlers: ((name: string) => void)[] = [];
  private readonly subscribed: Promise<void>;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly log: FastifyBaseLogger,
    private readonly channel = PURGE_CHANNEL,
  ) {
    subscriber.on('message', (received: string, text: string) => {
      if (received !== channel) return;
      const message = parseMessage(text);
      if (!message || message.from === this.instanceId) return;
      for (const handler of this.handlers) handler(message.name);
    });
    // ioredis subscribes again by itself after a reconnect.
    this.subscribed = subscriber.subscribe(channel).then(
      () => undefined,
      (err: unknown) => log.warn({ err }, 'cache purge: could not subscribe to Redis; purges stay local'),
    );
  }

  ready(): Promise<void> {
    return this.subscribed;
  }

  async publish(name: string): Promise<void> {
    const message: PurgeMessage = { from: this.instanceId, name };
    try {
      await this.publisher.publish(this.channel, JSON.stringify(message));
    } catch (err) {
      this.log.warn(
        { err, cache: name },
        'cache purge: Redis unreachable; other instances refresh after the TTL',
      );
    }
  }

  onPurge(handler: (name: string) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    // QUIT would wait in the offline queue for a Redis that is down; a connection not ready just drops.
    await Promise.all(
      [this.publisher, this.subscriber].map(async (redis) => {
        if (redis.status !== 'ready') return redis.disconnect();
        await redis.quit().catch(() => redis.disconnect());
      }),
    );
  }
}

function parseMessage(text: string): PurgeMessage | undefined {
  try {
    const value = JSON.parse(text) as Partial<PurgeMessage>;
    return typeof value.from === 'string' && typeof value.name === 'string'
      ? { from: value.from, name: value.name }
      : undefined;
  } catch {
    return undefined;
  }
}
