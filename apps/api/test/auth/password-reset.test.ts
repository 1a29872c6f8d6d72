// Password reset by emailed code: the full path reading the code from the outbox, and every way a code or a
// reset token stops working. The captcha is off here; captcha.test.ts covers the pass on these routes.
import { messages } from '@portal/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastCodeFor, loginAs } from '../support/account-helpers.js';
import { createTestApp, dialects, memoryLogStream, type TestApp } from '../support/test-app.js';

const EMAIL = 'nuevo@example.com';
const codeInvalid = {
  message: messages.codeInvalid,
  code: 'CODE_INVALID',
  fields: { code: messages.codeInvalid },
};
const codeExpired = { message: messages.codeExpired, code: 'CODE_EXPIRED' };

describe.each(dialects)('password reset (%s)', (dialect) => {
  let t: TestApp;
  let ip = 0;
  const logs = memoryLogStream();
  // A fresh address per call keeps these tests clear of the per-IP limits (tested elsewhere).
  const post = (url: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url, payload, remoteAddress: `10.9.0.${(ip += 1) % 250}` });
  const requestCode = (email = EMAIL) => post('/api/customer/recuperar/password/', { company: 'uv', email });
  const validate = (code: string, email = EMAIL) =>
    post('/api/customer/validar/codigo/', { company: 'uv', email, code });
  const reset = (resetToken: string, password: string, extra: Record<string, unknown> = {}) =>
    post('/api/customer/resetear/password/', {
      company: 'uv',
      email: EMAIL,
      password,
      reset_token: resetToken,
      ...extra,
    });
  const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' }, logStream: logs });
  });
  afterAll(() => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('mails a code, trades it for a reset token and sets the new password', async () => {
    const res = await requestCode('Nuevo@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const code = await lastCodeFor(t, EMAIL);
    expect(code).toMatch(/^\d{6}$/);

    const validated = await validate(code);
    expect(validated.statusCode).toBe(200);
    const { reset_token: resetToken } = validated.json();
    expect(typeof resetToken).toBe('string');

    const done = await reset(resetToken, 'Nueva123', { repeatPassword: 'Nueva123' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({});
    await loginAs(t, EMAIL, 'Nueva123');

    // The same token cannot be used twice, nor the same code.
    expect((await reset(resetToken, 'Otra1234')).json()).toEqual(codeExpired);
    expect((await validate(code)).json()).toEqual(codeExpired);
    // Codes, tokens and passwords never reach the logs, even on refused calls.
    for (const secret of [code, resetToken, 'Nueva123', 'Otra1234'])
      expect(logs.text()).not.toContain(secret);
  });

  it('stores only a hash of the code', async () => {
    await requestCode();
    const code = await lastCodeFor(t, EMAIL);
    const rows = await t.app.db.selectFrom('one_time_codes').select('code_hash').execute();
    for (const row of rows) expect(row.code_hash).not.toContain(code);
  });

  it('answers 404 with the spec text under the field for an unknown email', async () => {
    const res = await requestCode('nadie@example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: messages.emailNotFound,
      code: 'EMAIL_NOT_FOUND',
      fields: { email: messages.emailNotFound },
    });
  });

  it('refuses a wrong code, and kills the code after 5 wrong tries', async () => {
    await requestCode();
    const code = await lastCodeFor(t, EMAIL);
    for (let i = 0; i < 5; i += 1) {
      const res = await validate(wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(codeInvalid);
    }
    const res = await validate(code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(codeExpired);
  });

  it('refuses a code after 10 minutes', async () => {
    await requestCode();
    const code = await lastCodeFor(t, EMAIL);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 10 * 60_000 + 1_000));
    expect((await validate(code)).json()).toEqual(codeExpired);
  });

  it('voids older codes, and tokens of older codes, when a new code is requested', async () => {
    await requestCode();
    const first = await lastCodeFor(t, EMAIL);
    const token = (await validate(first)).json().reset_token as string;
    await requestCode();
    const second = await lastCodeFor(t, EMAIL);
    expect((await reset(token, 'Valida123')).json()).toEqual(codeExpired);
    // The older code no longer opens anything (it reads as a wrong code for the newest one).
    if (second !== first) expect((await validate(first)).statusCode).toBe(400);
    expect((await validate(second)).statusCode).toBe(200);
  });

  it('enforces the password rules and the repeat on the server', async () => {
    await requestCode();
    const token = (await validate(await lastCodeFor(t, EMAIL))).json().reset_token as string;
    const weak = await reset(token, 'debil123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: messages.passwordUppercase });
    expect((await reset(token, 'Abc')).json().fields).toEqual({ password: messages.passwordMinLength });
    const mismatch = await reset(token, 'Valida123', { repeatPassword: 'Valida124' });
    expect(mismatch.json().fields).toEqual({ repeatPassword: messages.passwordsMustMatch });
    // The refused attempts did not spend the token.
    expect((await reset(token, 'Valida123')).statusCode).toBe(200);
  });

  it('refuses a tampered or foreign reset token', async () => {
    expect((await reset('not-a-token', 'Valida123')).json()).toEqual(codeExpired);
    const { token: session } = await loginAs(t, 'cliente@example.com', 'Demo1234');
    expect((await reset(session, 'Valida123')).json()).toEqual(codeExpired);
  });

  it('limits code requests per address and email', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await t.request({
        method: 'POST',
        url: '/api/customer/recuperar/password/',
        payload: { company: 'uv', email: EMAIL },
        remoteAddress: '10.8.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
