// Login email change (issue #11): a code goes to the new address, the change happens only once it is
// confirmed, the old address is told, and an address another login uses is refused.
import { messages, apiMessages } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastCodeFor, loginAs, mailbox } from '../support/account-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const CLIENT = 104523;
const OLD = 'cliente@example.com';
const NEW = 'martina.nueva@example.com';

describe.each(dialects)('login email change (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let token: string;
  // The code request also carries the current password (ADR 0084); email-change-restore.test.ts covers it.
  const post = (path: string, payload: Record<string, unknown>, customer = CLIENT, auth = token) =>
    t.request({
      method: 'POST',
      url: `/api/customer/${customer}/email/${path}/`,
      payload: path === 'codigo' ? { currentPassword: 'Demo1234', ...payload } : payload,
      headers: bearer(auth),
    });

  beforeAll(async () => {
    token = (await loginAs(t)).token;
  });

  it('refuses the current address, one another login uses and a foreign customer number', async () => {
    const same = await post('codigo', { email: OLD });
    expect(same.json().fields).toEqual({ email: apiMessages.emailUnchanged });
    const taken = await post('codigo', { email: 'NUEVO@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED' });
    const foreign = await post('codigo', { email: NEW }, 104601);
    expect(foreign.statusCode).toBe(403);
    const pending = await loginAs(t, 'nuevo@example.com', 'Demo1234');
    const wizard = await post('codigo', { email: NEW }, 104601, pending.token);
    expect(wizard.json().code).toBe('FIRST_ENTRY_PENDING');
  });

  it('changes nothing until the code mailed to the new address is confirmed', async () => {
    expect((await post('codigo', { email: NEW })).statusCode).toBe(200);
    const code = await lastCodeFor(t, NEW);
    expect((await loginAs(t, OLD)).token).toBeTruthy();

    const wrong = await post('confirmar', { email: NEW, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CODE_INVALID', fields: { code: messages.codeInvalid } });
    const otherAddress = await post('confirmar', { email: 'otra@example.com', code });
    expect(otherAddress.json().code).toBe('CODE_EXPIRED');

    const ok = await post('confirmar', { email: NEW, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ email: NEW });
    expect((await loginAs(t, NEW)).token).toBeTruthy();
    await expect(loginAs(t, OLD)).rejects.toThrow(/401/);
    const data = await t.request({ url: `/api/customer/${CLIENT}/`, headers: bearer(token) });
    expect(data.json().emailppl).toBe(NEW);

    const notice = (await mailbox(t)).find((m) => m.to === OLD);
    expect(notice?.subject).toBe(apiMessages.emailChangedNoticeSubject);
    expect(notice?.text).toContain(NEW);
    const history = await t.app.db
      .selectFrom('customer_contact_history')
      .select(['field', 'old_value', 'new_value'])
      .where('field', '=', 'login_email')
      .execute();
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ old_value: OLD, new_value: NEW });

    const reused = await post('confirmar', { email: NEW, code });
    expect(reused.json().code).toBe('CODE_EXPIRED');
  });

  it('lets a code expire', async () => {
    const next = 'martina.tercera@example.com';
    await post('codigo', { email: next });
    await t.app.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'email_change')
      .execute();
    const late = await post('confirmar', { email: next, code: await lastCodeFor(t, next) });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('CODE_EXPIRED');
  });

  it('refuses the change when another login took the address after the code was sent', async () => {
    const next = 'disputado@example.com';
    await post('codigo', { email: next });
    await t.app.db
      .updateTable('logins')
      .set({ email: next })
      .where('email', '=', 'nuevo@example.com')
      .execute();
    const res = await post('confirmar', { email: next, code: await lastCodeFor(t, next) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_ALREADY_REGISTERED');
  });
});
