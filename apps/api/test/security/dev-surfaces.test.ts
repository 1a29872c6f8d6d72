// Development conveniences must not leak (issue #10 §6), checked on the built server in its own process:
// the dev mailbox (every reset code, no API key) and the sandbox gateway (pays and refunds anything, issue #28
// §2.2) are 404 through a proxy and on a non-loopback HOST, and the boot banner says so; CAPTCHA_PROVIDER=off cannot start in production; personal answers are no-store.
// Traffic goes to 127.0.0.1 only, even for the server listening on 0.0.0.0.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLogLines, postJson, startRealServer, type RealServer } from './support/real-server.js';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../dist/server.js');

describe('dev surfaces on a plain npm start (HOST=127.0.0.1)', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer({ dialect: 'sqlite' });
  });
  afterAll(() => server?.stop());

  it('serves the sandbox gateway to this machine only, never through a proxy, and says so at boot', async () => {
    expect(server.logs()).toContain(
      'Payment gateway: sandbox (checkout pages served here to loopback clients only',
    );
    expect((await fetch(`${server.url}/pasarela-sandbox/pagos`)).status).toBe(200);
    const proxied = await fetch(`${server.url}/pasarela-sandbox/pagos`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.status).toBe(404);
  });

  it('serves the mailbox to this machine only, never through a proxy, and says where at boot', async () => {
    expect(server.logs()).toContain(`Dev mailbox: ${server.url}/dev/mailbox (loopback clients only`);
    const direct = await fetch(`${server.url}/dev/mailbox.json`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('cache-control')).toBe('no-store');
    const unknown = await (await fetch(`${server.url}/dev/unknown`)).text();
    const proxied: Array<Record<string, string>> = [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
    ];
    for (const headers of proxied) {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        const res = await fetch(`${server.url}${url}`, { headers });
        expect(res.status).toBe(404);
        expect(await res.text()).toBe(unknown);
      }
    }
  });

  it('answers a login, a failed login and the dataClient with no-store', async () => {
    const login = await postJson(server, '/api/customer/login/', {
      username: 'cliente@example.com',
      password: 'Demo1234',
      company: 'uv',
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const { token, client } = (await login.json()) as { token: string; client: Array<{ cliente: number }> };
    const data = await server.fetch(`/api/customer/${client[0]?.cliente}/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(data.status).toBe(200);
    expect(data.headers.get('cache-control')).toBe('no-store');
    const refused = await server.fetch('/api/customer/1/', { headers: { authorization: 'Bearer nope' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const config = await server.fetch('/api/config/');
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(errorLogLines(server)).toEqual([]);
  });
});

describe('dev surfaces on HOST=0.0.0.0', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer({ dialect: 'sqlite', env: { HOST: '0.0.0.0' } });
  });
  afterAll(() => server?.stop());

  it('does not serve the mailbox even to 127.0.0.1, and the banner says why', async () => {
    expect(server.logs()).toContain('Dev mailbox: off (HOST 0.0.0.0 is not a loopback address');
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      expect((await fetch(`${server.url}${url}`)).status).toBe(404);
    }
  });

  it('does not serve the sandbox gateway (pay, refund, reconcile) even to 127.0.0.1 (issue #28 §2.2)', async () => {
    expect(server.logs()).toContain('Payment gateway: sandbox without its pages (HOST 0.0.0.0');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const attempts: Array<[string, RequestInit]> = [
      ['/pasarela-sandbox/pagos', {}],
      ['/pasarela-sandbox/conciliar', { method: 'POST', headers: form }],
      ['/pasarela-sandbox/pagos/1', { method: 'POST', headers: form, body: 'status=refunded' }],
      ['/pasarela-sandbox/v1/payments/search?external_reference=x', {}],
    ];
    for (const [url, init] of attempts) {
      expect((await fetch(`${server.url}${url}`, { ...init, redirect: 'manual' })).status).toBe(404);
    }
  });
});

describe('production refuses development conveniences', () => {
  it.each([
    ['CAPTCHA_PROVIDER', 'off'],
    ['DEV_MAILBOX', 'on'],
  ])('%s=%s exits 1 with one line', (name, value) => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH };
    Object.assign(env, {
      NODE_ENV: 'production',
      PUBLIC_API_KEY: 'prod-key-0123456789abcdef',
      SESSION_SECRET: 'x'.repeat(40),
      DEBIT_ENCRYPTION_KEY: 'ab'.repeat(32),
      PORT: '1',
      [name]: value,
    });
    const run = spawnSync(process.execPath, [SERVER_ENTRY], { env, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^Invalid ${name}: .*production`)),
    ]);
  });
});
