// A database that refuses connections (PostgreSQL down) or stays locked (SQLite busy past busy_timeout) is a
// 503 SERVICE_UNAVAILABLE with Retry-After on data routes, as /readyz says, never a 500 (issue #28 §2.4).
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { apiMessages } from '@portal/domain';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../support/account-helpers.js';
import { createFreshDatabase, createTestApp, dialects, type TestApp } from '../support/test-app.js';

/** A TCP relay to PostgreSQL that the test can cut: afterwards every connection attempt is refused. */
async function cuttableRelay(host: string, port: number): Promise<{ port: number; cut(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const login = (t: TestApp) =>
  t.request({
    method: 'POST',
    url: '/api/customer/login/',
    payload: { username: DEMO.email, password: DEMO.password, company: 'uv' },
  });

describe.each(dialects)('database unavailable (%s)', (dialect) => {
  let t: TestApp;
  let breakDatabase: () => Promise<void>;
  let cleanup: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    if (dialect === 'postgres') {
      const database = await createFreshDatabase('postgres');
      const url = new URL(database.env.DATABASE_URL!);
      const relay = await cuttableRelay(url.hostname, Number(url.port || 5432));
      url.host = `127.0.0.1:${relay.port}`;
      t = await createTestApp({ dialect: 'sqlite', env: { DATABASE_URL: url.toString() } });
      breakDatabase = relay.cut;
      cleanup = database.drop;
    } else {
      t = await createTestApp({ dialect });
      // The lock is held for the whole test: the app giving up after 100 ms answers as after its 5 s.
      await sql`PRAGMA busy_timeout = 100`.execute(t.app.db);
      // Another process's write transaction holds the lock past the app's busy_timeout.
      const other = new SqliteDatabase(path.join(t.config.dataDir, 'portal.sqlite'));
      breakDatabase = async () => void other.exec('BEGIN IMMEDIATE');
      cleanup = async () => {
        other.exec('ROLLBACK');
        other.close();
      };
    }
  });
  afterAll(async () => {
    await cleanup();
    await t?.close();
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, as /readyz does', { timeout: 20_000 }, async () => {
    expect((await login(t)).statusCode).toBe(200);
    await breakDatabase();
    const res = await login(t);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({ message: apiMessages.serviceUnavailable, code: 'SERVICE_UNAVAILABLE' });
    if (dialect === 'postgres') expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
  });
});
