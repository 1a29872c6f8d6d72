import { describe, expect, it } from 'vitest';
import { BoundedQueue, QueueFullError } from './bounded-queue.js';

/** A task that runs until its test lets it finish. */
function slowTask() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    run: async () => {
      started = true;
      await done;
      return 'done';
    },
    finish,
    started: () => started,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedQueue', () => {
  it('runs at most `concurrency` tasks, queues `maxWaiting` more in order and refuses the rest at once', async () => {
    const queue = new BoundedQueue(2, 2);
    const [first, second, third, fourth] = [slowTask(), slowTask(), slowTask(), slowTask()];
    const tasks = [first, second, third, fourth];
    const results = tasks.map((task) => queue.run(task.run));
    await expect(queue.run(slowTask().run)).rejects.toBeInstanceOf(QueueFullError);
    await tick();
    expect(tasks.map((task) => task.started())).toEqual([true, true, false, false]);

    second.finish();
    await tick();
    expect(tasks.map((task) => task.started())).toEqual([true, true, true, false]);
    // A waiting place is free again.
    const fifth = slowTask();
    const fifthResult = queue.run(fifth.run);

    for (const task of [first, third, fourth, fifth]) {
      task.finish();
      await tick();
    }
    await expect(Promise.all([...results, fifthResult])).resolves.toEqual(Array(5).fill('done'));
  });

  it('frees the slot of a task that fails', async () => {
    const queue = new BoundedQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
