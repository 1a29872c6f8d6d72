// A burst of sign-ins larger than the password-hashing queue is refused at once with 503 SERVER_BUSY and
// Retry-After, instead of waiting in an ever longer line. The machine is pretended to have 2 cores, so the
// queue is 1 hash at a time plus 8 waiting, whatever machine runs the test.
import type * as NodeOs from 'node:os';
import { apiMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { memoryLogStream, TestApp } from '../support/test-app.js';

vi.mock('node:os', async (importOriginal) => {
  const os = await importOriginal<typeof NodeOs>();
  const availableParallelism = () => 2;
  return { ...os, availableParallelism, default: { ...os, availableParallelism } };
});

describe('password hashing queue', () => {
  let t: TestApp;
  let logs: ReturnType<typeof memoryLogStream>;
  let HASH_CONCURRENCY: number;
  let HASH_QUEUE_LENGTH: number;
  // The queue is sized when password.ts is first evaluated, and test files share modules (ADR 0089): the app is
  // evaluated afresh under the pretended core count, and the next file gets real modules back.
  beforeAll(async () => {
    vi.resetModules();
    ({ HASH_CONCURRENCY, HASH_QUEUE_LENGTH } = await import('../../src/lib/password.js'));
    const { createTestApp, memoryLogStream } = await import('../support/test-app.js');
    logs = memoryLogStream();
    t = await createTestApp({ logStream: logs });
  });
  afterAll(async () => {
    await t?.close();
    vi.doUnmock('node:os');
    vi.resetModules();
  });

  it('answers 503 SERVER_BUSY with Retry-After to sign-ins beyond the queue, and serves the rest', async () => {
    expect([HASH_CONCURRENCY, HASH_QUEUE_LENGTH]).toEqual([1, 8]);
    // Distinct usernames and addresses: neither the account lock nor the per-IP limits are involved.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/api/customer/login/',
          payload: { username: `nadie${i}@example.com`, password: 'Wrong100', company: 'uv' },
          remoteAddress: `10.50.0.${i + 1}`,
        }),
      ),
    );
    const busy = answers.filter((res) => res.statusCode === 503);
    const checked = answers.filter((res) => res.statusCode === 401);
    expect(busy.length + checked.length).toBe(30);
    expect(busy.length).toBeGreaterThan(0);
    expect(checked.length).toBeGreaterThanOrEqual(HASH_CONCURRENCY + HASH_QUEUE_LENGTH);
    expect(busy[0]?.json()).toEqual({ message: apiMessages.serverBusy, code: 'SERVER_BUSY' });
    expect(busy[0]?.headers['retry-after']).toBe('1');
    // Shedding load is no server error.
    expect(logs.lines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  });
});
