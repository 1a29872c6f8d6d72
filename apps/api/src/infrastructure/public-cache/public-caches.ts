// Named in-memory caches of public answers (rates, company data, pop-ups, ...) and their purge: a purge clears
// the named caches on this instance at once and tells the other instances through the purge channel, so a
// change saved by staff shows on the next load everywhere instead of after the caches' TTL.
import type { PurgeChannel } from './purge-channel.js';

/** What a purge needs from a cache: microCache() returns one. */
export interface Purgeable {
  invalidate(): void;
}

export class PublicCaches {
  private readonly caches = new Map<string, Set<Purgeable>>();

  constructor(private readonly channel: PurgeChannel) {
    channel.onPurge((name) => this.clearLocal(name));
  }

  /** Makes `cache` purgeable under `name`; several caches may share a name. Returns the cache. */
  register<T extends Purgeable>(name: string, cache: T): T {
    const named = this.caches.get(name) ?? new Set<Purgeable>();
    named.add(cache);
    this.caches.set(name, named);
    return cache;
  }

  /** Clears the named caches here, then on every other instance. Call it after the change has committed. */
  async purge(name: string): Promise<void> {
    this.clearLocal(name);
    await this.channel.publish(name);
  }

  /** Settles once purges from other instances reach this one. */
  ready(): Promise<void> {
    return this.channel.ready();
  }

  close(): Promise<void> {
    return this.channel.close();
  }

  private clearLocal(name: string): void {
    for (const cache of this.caches.get(name) ?? []) cache.invalidate();
  }
}
