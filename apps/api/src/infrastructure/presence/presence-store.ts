// Who has something open right now ('Ana lo está viendo', issue #30 §2): each viewer beats every few seconds
// and counts as present until its beat is older than the TTL. One port, two adapters: Redis (shared by every
// instance, REDIS_URL) and this process's memory (one instance, the default).

export interface PresenceStore {
  /** Marks `viewerId` on `topic` until `ttlMs` from now; answers the ids present now, the caller included. */
  beat(topic: string, viewerId: number, ttlMs: number): Promise<number[]>;
  /** The viewer left: gone at once rather than at the end of its TTL. */
  leave(topic: string, viewerId: number): Promise<void>;
  close(): Promise<void>;
}

/** One instance: a map of topics to viewers and the instant each one's presence ends. */
export class MemoryPresenceStore implements PresenceStore {
  readonly #topics = new Map<string, Map<number, number>>();

  constructor(private readonly now: () => number = Date.now) {}

  async beat(topic: string, viewerId: number, ttlMs: number): Promise<number[]> {
    const now = this.now();
    const viewers = this.#topics.get(topic) ?? new Map<number, number>();
    viewers.set(viewerId, now + ttlMs);
    for (const [id, until] of viewers) if (until <= now) viewers.delete(id);
    this.#topics.set(topic, viewers);
    this.#sweep(now);
    return [...viewers.keys()].sort((a, b) => a - b);
  }

  async leave(topic: string, viewerId: number): Promise<void> {
    const viewers = this.#topics.get(topic);
    viewers?.delete(viewerId);
    if (viewers?.size === 0) this.#topics.delete(topic);
  }

  async close(): Promise<void> {
    this.#topics.clear();
  }

  // Topics nobody beats any more would otherwise stay in memory for the life of the process.
  #sweep(now: number): void {
    for (const [topic, viewers] of this.#topics) {
      if ([...viewers.values()].every((until) => until <= now)) this.#topics.delete(topic);
    }
  }
}
