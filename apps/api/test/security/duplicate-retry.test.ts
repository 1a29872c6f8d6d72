// A client retry never duplicates a request (issue #10 §7): against the built server over real sockets, a
// client that gives up on an answer (socket closed right after the body went out) and retries with the same
// Idempotency-Key, alone or as a burst of parallel retries, leaves exactly one stored request. Stored requests
// are counted from the dev mailbox: every message of type 12 (a move) mails staff once, in the request's
// transaction, quoting its address, which carries the test's marker.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBodies } from '../support/message-helpers.js';
import { dialects, sleep, TEST_API_KEY } from '../support/test-app.js';
import { login, mailbox } from './support/captcha.js';
import { byLoad, errorLogLines, postJson, startRealServer, type RealServer } from './support/real-server.js';

const MESSAGES_PATH = '/api/mensajes/company-code/2/';
const STAFF_EMAIL = 'gestiones@example.com';

/** Staff mails that quote this marker: one per stored request carrying it. */
async function storedWith(server: RealServer, marker: string): Promise<number> {
  return (await mailbox(server)).filter((m) => m.to === STAFF_EMAIL && m.text.includes(marker)).length;
}

/** Sends the POST and closes the socket as soon as the body is written: the answer is never read. */
function sendAndHangUp(server: RealServer, body: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${MESSAGES_PATH}`, {
      method: 'POST',
      headers: {
        'x-api-key': TEST_API_KEY,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        ...headers,
      },
    });
    req.on('error', () => resolve());
    req.end(body, () => {
      req.destroy();
      resolve();
    });
    req.on('response', () => reject(new Error('the answer arrived before the hang-up')));
  });
}

async function waitFor(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
}

describe.each(dialects)('duplicate retries on %s', (dialect) => {
  let server: RealServer;
  let auth: Record<string, string>;
  let client: number;

  beforeAll(async () => {
    server = await startRealServer({ dialect, env: { RATE_LIMIT_SCALE: '100' } });
    const session = await login(server, 'cliente@example.com');
    auth = { authorization: `Bearer ${session.token}` };
    client = session.client[0]?.cliente ?? 0;
  });
  afterAll(() => server?.stop());

  const body = (marker: string) => ({
    ...customerBodies(client)[12],
    address: `Kuanip 10 ${marker}`,
  });

  it('a hung-up first attempt and its retry store one request', async () => {
    const marker = randomUUID();
    const key = randomUUID();
    await sendAndHangUp(server, JSON.stringify(body(marker)), { ...auth, 'idempotency-key': key });
    await waitFor(async () => (await storedWith(server, marker)) > 0);

    const retry = await postJson(server, MESSAGES_PATH, body(marker), { ...auth, 'idempotency-key': key });
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { Crmnumero: string }).Crmnumero).toMatch(/^G-\d{4}-\d{6}$/);
    expect(await storedWith(server, marker)).toBe(1);
  });

  it('a burst of parallel retries of one submission stores one request', async () => {
    const marker = randomUUID();
    const key = randomUUID();
    const burst = byLoad(10, 40);
    await sendAndHangUp(server, JSON.stringify(body(marker)), { ...auth, 'idempotency-key': key });
    const answers = await Promise.all(
      Array.from({ length: burst }, () =>
        postJson(server, MESSAGES_PATH, body(marker), { ...auth, 'idempotency-key': key }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    const numbers = new Set(
      await Promise.all(
        answers
          .filter((a) => a.status === 201)
          .map(async (a) => ((await a.json()) as { Crmnumero: string }).Crmnumero),
      ),
    );
    // Every retry either replays the one answer or is told to come back (409 while the first is in progress).
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(numbers.size).toBeLessThanOrEqual(1);
    await sleep(300);
    expect(await storedWith(server, marker)).toBe(1);
    expect(errorLogLines(server)).toEqual([]);
  });
});
