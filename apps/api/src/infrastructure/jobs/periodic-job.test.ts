import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodicJob } from './periodic-job.js';

afterEach(() => vi.useRealTimers());

describe('PeriodicJob', () => {
  it('runs on every tick, never two runs at once, and stop waits for the run in flight', async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const job = new PeriodicJob(run, 1000, () => undefined);
    job.start();
    job.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('reports a failed run and keeps going; an interval of 0 never runs', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const failing = new PeriodicJob(
      () => Promise.reject(new Error('down')),
      500,
      (err) => errors.push(err),
    );
    failing.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveLength(2);
    await failing.stop();

    const run = vi.fn(() => Promise.resolve());
    const never = new PeriodicJob(run, 0, () => undefined);
    never.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
