// Runs at most `concurrency` tasks at once and lets at most `maxWaiting` more wait their turn; beyond that a
// task is refused at once, so a flood becomes quick refusals instead of an ever longer wait for everyone.

export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

export class BoundedQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else if (this.waiting.length < this.maxWaiting) {
      // The finishing task hands its slot over, so `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      throw new QueueFullError('queue full');
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
