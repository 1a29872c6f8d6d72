// POST /api/customer/login/: demo logins, wrong and unknown credentials, the short account lock and its
// expiry, the per IP+account limit, and what never reaches the logs.
import { customerRecordSchema, messages, apiMessages } from '@portal/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, loginAs } from '../support/account-helpers.js';
import { createTestApp, dialects, memoryLogStream, type TestApp } from '../support/test-app.js';

const login = (t: TestApp, username: string, password: string, remoteAddress = '127.0.0.1') =>
  t.request({
    method: 'POST',
    url: '/api/customer/login/',
    payload: { username, password, company: 'uv' },
    remoteAddress,
  });

describe.each(dialects)('login (%s)', (dialect) => {
  let t: TestApp;
  const logs = memoryLogStream();
  beforeAll(async () => {
    t = await createTestApp({ dialect, logStream: logs });
  });
  afterAll(() => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs the demo customer in with two customer records and a token', async () => {
    const body = await loginAs(t);
    expect(body.entry).toBe(0);
    expect(body.client.map((c) => c.cliente)).toEqual([104523, 104524]);
    for (const record of body.client) expect(() => customerRecordSchema.parse(record)).not.toThrow();
    expect(body.client[0]).toMatchObject({
      nombre: 'Martina',
      emailppl: 'cliente@example.com',
      telefono: '2901421234,2901551234',
      estado: 'CONECTADO',
      ciudad: 'Ushuaia',
    });
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('accepts the email in any case and the trailing slash either way', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/customer/login',
      payload: { username: 'NUEVO@example.com', password: DEMO.password, company: 'uv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toBe(1);
  });

  it('answers 401 with the spec text to a wrong password and to an unknown user', async () => {
    for (const [username, password] of [
      ['cliente@example.com', 'Wrong123'],
      ['nadie@example.com', 'Demo1234'],
    ] as const) {
      const res = await login(t, username, password, '10.0.0.1');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.loginInvalidCredentials, code: 'INVALID_CREDENTIALS' });
    }
  });

  it('validates the body with Spanish fields', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/customer/login/',
      payload: { username: '', password: 'x', company: 'otra' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { username: messages.required, company: messages.invalidValue },
    });
  });

  it('locks an account for one minute after 5 failures, then lets the right password in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date();
    vi.setSystemTime(start);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(t, 'nuevo@example.com', 'Wrong123', '10.0.0.2')).statusCode).toBe(401);
    }
    // Even the right password, from another address, waits out the lock.
    const locked = await login(t, 'nuevo@example.com', DEMO.password, '10.0.0.3');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: apiMessages.accountLocked, code: 'ACCOUNT_LOCKED' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);

    vi.setSystemTime(new Date(start.getTime() + 61_000));
    const after = await login(t, 'nuevo@example.com', DEMO.password, '10.0.0.3');
    expect(after.statusCode).toBe(200);
  });

  it('limits one address to 10 attempts per account in 15 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await login(t, 'ataque@example.com', 'Wrong123', '10.0.0.4')).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const last = await login(t, 'ataque@example.com', 'Wrong123', '10.0.0.4');
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('RATE_LIMITED');
    // Another account from the same address is not affected.
    expect((await login(t, 'otro@example.com', 'Wrong123', '10.0.0.4')).statusCode).toBe(401);
  });

  it('keeps passwords and tokens out of the logs', async () => {
    const { token } = await loginAs(t);
    await login(t, 'cliente@example.com', 'Secreto99', '10.0.0.5');
    const text = logs.text();
    expect(text).not.toContain('Secreto99');
    expect(text).not.toContain(DEMO.password);
    expect(text).not.toContain(token);
  });
});
