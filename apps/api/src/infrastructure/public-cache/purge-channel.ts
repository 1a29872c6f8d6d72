// How a cache purge reaches the other instances. One instance (no REDIS_URL) has no one to tell.
export interface PurgeChannel {
  /** Tells the other instances to clear the named caches; never throws (their TTL still bounds staleness). */
  publish(name: string): Promise<void>;
  /** Receives the names other instances purge. */
  onPurge(handler: (name: string) => void): void;
  /** Settles once purges from other instances are received. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export class LocalPurgeChannel implements PurgeChannel {
  async publish(): Promise<void> {}
  onPurge(): void {}
  async ready(): Promise<void> {}
  async close(): Promise<void> {}
}
