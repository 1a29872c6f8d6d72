// Sessions end server-side (ADR 0036): a password reset bumps the login's token version, logout ends only the
// token that calls it, and a login whose first-entry verification is pending gets a token that customer routes
// refuse (403 FIRST_ENTRY_PENDING) while the wizard's routes, opting in, accept it.
import { messages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCodeFor, loginAs } from '../support/account-helpers.js';
import { customerBodies, MESSAGES_URL } from '../support/message-helpers.js';
import { createTestApp, dialects, type TestApp } from '../support/test-app.js';

const sessionExpired = { message: messages.sessionExpired, code: 'SESSION_EXPIRED' };
const firstEntryPending = { message: messages.firstEntryPending, code: 'FIRST_ENTRY_PENDING' };
const WIZARD_PROBE = '/api/test/first-entry/:clientenro/';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(dialects)('session revocation (%s)', (dialect) => {
  let t: TestApp;
  let ip = 0;
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url, payload, headers, remoteAddress: `10.6.0.${(ip += 1) % 250}` });
  const dataClient = (client: number, token: string) =>
    t.request({ url: `/api/customer/${client}/`, headers: bearer(token) });
  const logout = (headers: Record<string, string>) =>
    t.request({ method: 'POST', url: '/api/customer/logout/', headers });

  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      env: { CAPTCHA_PROVIDER: 'off' },
      // Stands in for the first-entry wizard's routes of issue #11: they opt in to first-entry tokens.
      setup: (app) => {
        app.get(WIZARD_PROBE, { preHandler: app.requireFirstEntryOwner }, async () => ({ ok: true }));
      },
    });
  });
  afterAll(() => t?.close());

  it('ends every session of the login when its password is reset', async () => {
    const email = 'cliente@example.com';
    const before = await loginAs(t, email);
    expect((await dataClient(104523, before.token)).statusCode).toBe(200);

    await post('/api/customer/recuperar/password/', { company: 'uv', email });
    const validated = await post('/api/customer/validar/codigo/', {
      company: 'uv',
      email,
      code: await lastCodeFor(t, email),
    });
    const reset = await post('/api/customer/resetear/password/', {
      company: 'uv',
      email,
      password: 'Nueva123',
      reset_token: validated.json().reset_token,
    });
    expect(reset.statusCode).toBe(200);

    const stale = await dataClient(104523, before.token);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual(sessionExpired);
    const after = await loginAs(t, email, 'Nueva123');
    expect((await dataClient(104523, after.token)).statusCode).toBe(200);
  });

  it('ends only the calling token on logout (204), everywhere it is used', async () => {
    const email = 'cliente@example.com';
    const phone = await loginAs(t, email, 'Nueva123');
    const laptop = await loginAs(t, email, 'Nueva123');
    const res = await logout(bearer(phone.token));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const ended = await dataClient(104523, phone.token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual(sessionExpired);
    const message = await post(MESSAGES_URL, customerBodies(104523)[2], bearer(phone.token));
    expect(message.statusCode).toBe(401);
    expect((await logout(bearer(phone.token))).statusCode).toBe(401);
    expect((await dataClient(104523, laptop.token)).statusCode).toBe(200);
  });

  it('asks a valid token to log out', async () => {
    for (const headers of [{}, bearer('not.a.token')]) {
      const res = await logout(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(sessionExpired);
    }
  });

  it('keeps a pending first entry away from customer routes, but not from the wizard or logout', async () => {
    const pending = await loginAs(t, 'nuevo@example.com');
    expect(pending.entry).toBe(1);
    const client = pending.client[0]!.cliente;

    const res = await dataClient(client, pending.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(firstEntryPending);
    const message = await post(MESSAGES_URL, customerBodies(client)[2], bearer(pending.token));
    expect(message.statusCode).toBe(403);
    expect(message.json()).toEqual(firstEntryPending);

    const wizard = (c: number) =>
      t.request({ url: `/api/test/first-entry/${c}/`, headers: bearer(pending.token) });
    expect((await wizard(client)).statusCode).toBe(200);
    expect((await wizard(104523)).statusCode).toBe(403);

    expect((await logout(bearer(pending.token))).statusCode).toBe(204);
    expect((await wizard(client)).statusCode).toBe(401);
  });

  it('gives a full token once the first entry is done', async () => {
    await t.app.db.updateTable('logins').set({ entry: 0 }).where('email', '=', 'nuevo@example.com').execute();
    const done = await loginAs(t, 'nuevo@example.com');
    expect((await dataClient(done.client[0]!.cliente, done.token)).statusCode).toBe(200);
  });
});
