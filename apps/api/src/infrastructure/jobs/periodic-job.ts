// A background job run every intervalMs while the server is up (0: never), one run at a time per process: a
// run still going when the next tick comes is not doubled. stop() waits for the run in flight, so the app
// closes with nothing half-done. The timer never keeps the process alive.
export class PeriodicJob {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  start(): void {
    if (this.#timer || this.intervalMs <= 0) return;
    this.#timer = setInterval(() => {
      if (this.#running) return;
      this.#running = this.run()
        .catch(this.onError)
        .finally(() => (this.#running = undefined));
    }, this.intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
