// Account takeover from a stolen session (issue #28 §2.1, ADR 0084): the email change asks for the current
// password, counted with the password change's tries; the notice to the old address carries a 'No fui yo'
// link that gives the address back once, within 7 days, ends every session and voids the password, so the
// owner takes the account back through the ordinary reset even from a thief who changed the password too.
import { apiMessages, messages } from '@portal/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastCodeFor, loginAs, mailbox } from '../support/account-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const CLIENT = 104523;
const OWNER = 'cliente@example.com';
const PASSWORD = 'Demo1234';
const THIEF = 'ladron@example.com';

describe.each(dialects)('email change: current password and "No fui yo" (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' } });
  let ip = 0;
  // A fresh address per call keeps these tests clear of the per-IP limits.
  const call = (
    url: string,
    payload: Record<string, unknown>,
    token?: string,
    method: 'POST' | 'PUT' = 'POST',
  ) =>
    t.request({
      method,
      url,
      payload,
      remoteAddress: `10.28.0.${(ip += 1) % 250}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const requestCode = (token: string, email: string, currentPassword?: string) =>
    call(`/api/customer/${CLIENT}/email/codigo/`, { email, currentPassword }, token);
  const changeEmail = async (token: string, email: string, currentPassword: string) => {
    expect((await requestCode(token, email, currentPassword)).statusCode).toBe(200);
    const code = await lastCodeFor(t, email);
    const res = await call(`/api/customer/${CLIENT}/email/confirmar/`, { email, code }, token);
    expect(res.statusCode).toBe(200);
  };
  /** The secret of the newest 'No fui yo' link mailed to `to`. */
  const restoreToken = async (to: string) => {
    const notice = (await mailbox(t)).find(
      (m) => m.to === to && m.subject === apiMessages.emailChangedNoticeSubject,
    );
    const token = notice?.text.match(/\/mi-cuenta\/no-fui-yo\?token=([A-Za-z0-9_-]{43})/)?.[1];
    if (!token) throw new Error(`no restore link mailed to ${to}`);
    return token;
  };
  const restore = (token: string) => call('/api/customer/email/no-fui-yo/', { token });
  const dataClient = (token: string) =>
    t.request({ url: `/api/customer/${CLIENT}/`, headers: { authorization: `Bearer ${token}` } });
  const loginEmail = async () =>
    (
      await t.app.db
        .selectFrom('logins')
        .innerJoin('login_customers', 'login_customers.login_id', 'logins.id')
        .innerJoin('customers', 'customers.id', 'login_customers.customer_id')
        .select('logins.email')
        .where('customers.cliente', '=', CLIENT)
        .executeTakeFirstOrThrow()
    ).email;
  /** The owner's way back in: the ordinary reset, mailed to the restored address. */
  const resetPassword = async (email: string, password: string) => {
    const body = { company: 'uv', email };
    expect((await call('/api/customer/recuperar/password/', body)).statusCode).toBe(200);
    const code = await lastCodeFor(t, email);
    const validated = await call('/api/customer/validar/codigo/', { ...body, code });
    const resetToken = (validated.json() as { reset_token: string }).reset_token;
    const res = await call('/api/customer/resetear/password/', {
      ...body,
      password,
      reset_token: resetToken,
    });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {});
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses the change without the current password or with a wrong one, and mails nothing', async () => {
    const { token } = await loginAs(t, OWNER, PASSWORD);
    const before = (await mailbox(t)).length;
    const missing = await requestCode(token, THIEF);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ currentPassword: messages.required });
    const wrong = await requestCode(token, THIEF, 'Adivina11');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { currentPassword: messages.currentPasswordWrong },
    });
    expect(await mailbox(t)).toHaveLength(before);
    // A right password clears the count (so the next test starts from zero).
    expect((await requestCode(token, 'otra.direccion@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong passwords with the password change: 5 tries in all, also when they arrive at once', async () => {
    const { token } = await loginAs(t, OWNER, PASSWORD);
    const changePassword = (currentPassword: string) =>
      call(
        `/api/customer/actualizar/password/${CLIENT}/`,
        { currentPassword, password: 'Otra12345' },
        token,
        'PUT',
      );
    expect((await changePassword('Adivina11')).statusCode).toBe(400);
    expect((await changePassword('Adivina12')).statusCode).toBe(400);
    const tries = await Promise.all(
      Array.from({ length: 6 }, (_, i) => requestCode(token, THIEF, `Adivina2${i}`)),
    );
    const codes = tries.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    // Locked: even the right password waits now, on either form.
    const locked = await requestCode(token, THIEF, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    expect((await changePassword(PASSWORD)).statusCode).toBe(429);
    await t.app.db.deleteFrom('login_throttle').execute();
  });

  it('gives the account back to the owner after a thief changed the email and the password', async () => {
    const owner = await loginAs(t, OWNER, PASSWORD);
    const stolen = await loginAs(t, OWNER, PASSWORD);
    await changeEmail(stolen.token, THIEF, PASSWORD);
    const changed = await call(
      `/api/customer/actualizar/password/${CLIENT}/`,
      { currentPassword: PASSWORD, password: 'DelLadron1' },
      stolen.token,
      'PUT',
    );
    const thiefToken = (changed.json() as { token: string }).token;
    expect((await loginAs(t, THIEF, 'DelLadron1')).token).toBeTruthy();
    expect((await dataClient(owner.token)).statusCode).toBe(401);

    const link = await restoreToken(OWNER);
    const res = await restore(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'c*****e@example.com' });
    expect(await loginEmail()).toBe(OWNER);
    // Every session ends, and no password anyone knew opens the account any more.
    expect((await dataClient(thiefToken)).statusCode).toBe(401);
    expect((await dataClient(stolen.token)).statusCode).toBe(401);
    await expect(loginAs(t, THIEF, 'DelLadron1')).rejects.toThrow(/401/);
    await expect(loginAs(t, OWNER, 'DelLadron1')).rejects.toThrow(/401/);
    await expect(loginAs(t, OWNER, PASSWORD)).rejects.toThrow(/401/);
    const told = (await mailbox(t)).find((m) => m.to === OWNER);
    expect(told?.subject).toBe(apiMessages.emailRestoredSubject);
    const data = await t.app.db
      .selectFrom('customers')
      .select('emailppl')
      .where('cliente', '=', CLIENT)
      .executeTakeFirstOrThrow();
    expect(data.emailppl).toBe(OWNER);

    // Once only.
    const again = await restore(link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'LINK_EXPIRED', message: apiMessages.linkExpired });

    await resetPassword(OWNER, 'Recuperada1');
    expect((await dataClient((await loginAs(t, OWNER, 'Recuperada1')).token)).statusCode).toBe(200);
  });

  it('refuses a link after 7 days, a made-up one and a malformed one', async () => {
    const { token } = await loginAs(t, OWNER, 'Recuperada1');
    await changeEmail(token, 'siete.dias@example.com', 'Recuperada1');
    const link = await restoreToken(OWNER);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 7 * 24 * 60 * 60_000 + 60_000));
    const late = await restore(link);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('LINK_EXPIRED');
    vi.useRealTimers();
    const madeUp = await restore('A'.repeat(43));
    expect(madeUp.json().code).toBe('LINK_EXPIRED');
    const malformed = await restore('no-es-un-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ token: messages.linkInvalid });
    expect(await loginEmail()).toBe('siete.dias@example.com');
    // Back to the owner for the next test, through a fresh change's link.
    const back = await loginAs(t, 'siete.dias@example.com', 'Recuperada1');
    await changeEmail(back.token, OWNER, 'Recuperada1');
  });

  it('keeps the first link good when a thief changed twice, and voids the later ones once it is used', async () => {
    const { token } = await loginAs(t, OWNER, 'Recuperada1');
    await changeEmail(token, 'primero@example.com', 'Recuperada1');
    const ownerLink = await restoreToken(OWNER);
    await changeEmail(token, 'segundo@example.com', 'Recuperada1');
    const thiefLink = await restoreToken('primero@example.com');
    // The thief's link, used first, does not void the owner's earlier one.
    expect((await restore(thiefLink)).statusCode).toBe(200);
    expect(await loginEmail()).toBe('primero@example.com');
    expect((await restore(ownerLink)).statusCode).toBe(200);
    expect(await loginEmail()).toBe(OWNER);
    expect((await restore(thiefLink)).json().code).toBe('LINK_EXPIRED');
  });

  it('restores once when the link is used several times at once', async () => {
    await resetPassword(OWNER, 'Paralela123');
    const { token } = await loginAs(t, OWNER, 'Paralela123');
    await changeEmail(token, 'paralelo@example.com', 'Paralela123');
    const link = await restoreToken(OWNER);
    const answers = await Promise.all(Array.from({ length: 4 }, () => restore(link)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400).map((r) => r.json().code)).toEqual([
      'LINK_EXPIRED',
      'LINK_EXPIRED',
      'LINK_EXPIRED',
    ]);
    // One history row per customer record of the login for the change, and as many for the one restore.
    const history = (from: string) =>
      t.app.db
        .selectFrom('customer_contact_history')
        .select('id')
        .where('field', '=', 'login_email')
        .where('old_value', '=', from)
        .where('new_value', '=', from === OWNER ? 'paralelo@example.com' : OWNER)
        .execute();
    expect(await history('paralelo@example.com')).toHaveLength((await history(OWNER)).length);
  });
});
