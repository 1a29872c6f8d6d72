// The gateway's webhook takes posts from anyone (issue #28 §1.5). Against the built server: one address
// flooding it with unsigned 16 KB notifications is cut off at 60 a minute, and what is kept of each is at most
// 1 KB of body and a few headers, so a flood cannot fill the disk.
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealServer, type RealServer } from './support/real-server.js';

describe('payment notification flood on the real server', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer({ dialect: 'sqlite' });
  });
  afterAll(() => server?.stop());

  it('refuses the 61st post of a minute with 429 and keeps the 60 refused ones truncated', async () => {
    const body = JSON.stringify({ type: 'payment', data: { id: '1' }, pad: 'x'.repeat(16_000) });
    const post = () =>
      fetch(`${server.url}/api/payments/webhook/?type=payment&data.id=1`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': 'ts=1,v1=00',
          'x-junk': 'j'.repeat(4000),
        },
        body,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await post()).status);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(401));
    expect(statuses[60]).toBe(429);

    const db = new SqliteDatabase(path.join(server.dataDir, 'portal.sqlite'), { readonly: true });
    try {
      const stored = db
        .prepare(
          `select count(*) as n, max(length(cast(body as blob))) as body, max(length(headers_json)) as headers
           from gateway_notifications`,
        )
        .get() as { n: number; body: number; headers: number };
      expect(stored.n).toBe(60);
      expect(stored.body).toBeLessThanOrEqual(1024);
      expect(stored.headers).toBeLessThan(1024);
    } finally {
      db.close();
    }
  });
});
