// POST /api/admin/login/ and app.requireStaff: the demo staff user signs in, wrong and unknown credentials and
// an inactive user get the same 401, the per-email lock holds under parallel guesses, the per-IP limits, and a
// staff token that works only on staff routes, expires, and dies with its user's deactivation.
import { apiMessages, messages, staffLoginChallengeSchema, staffSessionSchema } from '@portal/domain';
import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../src/lib/password.js';
import { loginAs } from '../support/account-helpers.js';
import { STAFF, staffLogin, staffSecondFactor, staffToken, totpCode } from '../support/staff-helpers.js';
import { createTestApp, dialects, memoryLogStream, type TestApp } from '../support/test-app.js';

const EXPORT_URL = '/api/admin/debitos-automaticos/exportacion/?destino=tarjetas';
const invalidCredentials = { message: messages.loginInvalidCredentials, code: 'INVALID_CREDENTIALS' };
const sessionExpired = { message: messages.sessionExpired, code: 'SESSION_EXPIRED' };

describe.each(dialects)('staff sign-in (%s)', (dialect) => {
  let t: TestApp;
  const logs = memoryLogStream();
  let address = 0;
  const nextAddress = () => `10.60.${(address >> 8) & 255}.${(address += 1) & 255}`;
  const exportWith = (token: string) =>
    t.request({ url: EXPORT_URL, headers: { authorization: `Bearer ${token}` } });
  const staffRow = (email: string) =>
    t.app.db.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp({ dialect, logStream: logs });
    await t.app.db
      .insertInto('staff_users')
      .values({
        email: 'baja@example.com',
        password_hash: await hashPassword(STAFF.password),
        name: 'Personal dado de baja',
        role: 'agent',
        active: 0,
      })
      .execute();
  });
  afterAll(() => t?.close());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('signs the demo staff user in with password and TOTP, a 30-minute session, and records the sign-in', async () => {
    const ip = nextAddress();
    const first = await staffLogin(t, STAFF.email, STAFF.password, ip);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const challenge = staffLoginChallengeSchema.parse(first.json());
    expect(challenge.stage).toBe('segundo-factor');
    expect((await staffRow(STAFF.email)).last_login_at).toBeNull();

    await t.app.db
      .updateTable('staff_users')
      .set({ totp_last_step: null })
      .where('email', '=', STAFF.email)
      .execute();
    const before = Date.now();
    const res = await staffSecondFactor(t, challenge.challenge, totpCode(), ip);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = staffSessionSchema.parse(res.json());
    expect(body.staff).toMatchObject({ email: STAFF.email, name: 'Equipo de Atención', role: 'admin' });
    const ttl = new Date(body.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 1000);
    expect((await staffRow(STAFF.email)).last_login_at).not.toBeNull();
    expect((await exportWith(body.token)).statusCode).toBe(200);
  });

  it('answers the same 401 to a wrong password, an unknown email and an inactive user', async () => {
    const checks = vi.spyOn(argon2, 'verify');
    for (const [email, password] of [
      [STAFF.email, 'Wrong1234'],
      ['nadie@example.com', STAFF.password],
      ['baja@example.com', STAFF.password],
    ] as const) {
      const res = await staffLogin(t, email, password, nextAddress());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalidCredentials);
    }
    // One full verification each, so timing does not tell which emails exist.
    expect(checks).toHaveBeenCalledTimes(3);
    expect((await staffRow('baja@example.com')).last_login_at).toBeNull();
  });

  it('validates the body with Spanish fields', async () => {
    const res = await t.request({ method: 'POST', url: '/api/admin/login/', payload: { email: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { password: messages.required } });
  });

  it('checks at most 5 of 30 parallel guesses for one staff email, the right one among them', async () => {
    const checks = vi.spyOn(argon2, 'verify');
    const burst = Array.from({ length: 30 }, (_, i) => (i === 15 ? STAFF.password : `Wrong${i}00`));
    const answers = await Promise.all(
      burst.map((password) => staffLogin(t, STAFF.email, password, nextAddress())),
    );
    expect(checks.mock.calls.length).toBeLessThanOrEqual(5);
    const checked = answers.filter((res) => res.statusCode === 401 || res.statusCode === 200);
    expect(checked).toHaveLength(checks.mock.calls.length);
    const locked = answers.filter((res) => res.statusCode === 429);
    expect(locked).toHaveLength(30 - checks.mock.calls.length);
    for (const res of locked) {
      expect(res.json()).toEqual({ message: apiMessages.accountLocked, code: 'ACCOUNT_LOCKED' });
    }
    // A customer login with the same email counts apart from the staff lock.
    expect((await loginAs(t)).token).toBeTruthy();
    // The lock would outlast this test: the next ones sign in again.
    await t.app.db.deleteFrom('login_throttle').execute();
  });

  it('limits one address to 10 tries per staff email and 30 sign-ins in 15 minutes', async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await staffLogin(t, 'ataque@example.com', 'Wrong1234', ip)).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const perAccount = await staffLogin(t, 'ataque@example.com', 'Wrong1234', ip);
    expect(perAccount.statusCode).toBe(429);
    expect(perAccount.json().code).toBe('RATE_LIMITED');

    const other = nextAddress();
    // Refused bodies count too (the per-IP limit runs on arrival) and cost no password check.
    for (let i = 0; i < 30; i += 1) {
      const res = await t.request({
        method: 'POST',
        url: '/api/admin/login/',
        payload: { email: `u${i}@example.com` },
        remoteAddress: other,
      });
      expect(res.statusCode).toBe(400);
    }
    const perIp = await staffLogin(t, 'u30@example.com', 'Wrong1234', other);
    expect(perIp.statusCode).toBe(429);
    expect(perIp.json().code).toBe('RATE_LIMITED');
  });

  it('keeps staff and customer tokens apart', async () => {
    const staff = await staffToken(t, nextAddress());
    const customer = (await loginAs(t)).token;
    const onCustomerRoute = await t.request({
      url: '/api/customer/104523/',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(onCustomerRoute.statusCode).toBe(401);
    expect(onCustomerRoute.json()).toEqual(sessionExpired);
    const onStaffRoute = await exportWith(customer);
    expect(onStaffRoute.statusCode).toBe(401);
    expect(onStaffRoute.json()).toEqual(sessionExpired);
    expect((await t.request({ url: EXPORT_URL })).json()).toEqual(sessionExpired);
  });

  it('ends a staff session after 30 idle minutes and when its user is deactivated', async () => {
    const token = await staffToken(t, nextAddress());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 31 * 60_000));
    expect((await exportWith(token)).statusCode).toBe(401);
    vi.useRealTimers();

    const fresh = await staffToken(t, nextAddress());
    expect((await exportWith(fresh)).statusCode).toBe(200);
    await t.app.db.updateTable('staff_users').set({ active: 0 }).where('email', '=', STAFF.email).execute();
    try {
      expect((await exportWith(fresh)).json()).toEqual(sessionExpired);
      expect((await staffLogin(t, STAFF.email, STAFF.password, nextAddress())).statusCode).toBe(401);
    } finally {
      await t.app.db.updateTable('staff_users').set({ active: 1 }).where('email', '=', STAFF.email).execute();
    }
  });

  it('keeps staff passwords and tokens out of the logs', async () => {
    const token = await staffToken(t, nextAddress());
    await exportWith(token);
    const text = logs.text();
    expect(text).not.toContain(STAFF.password);
    expect(text).not.toContain(token);
  });
});
