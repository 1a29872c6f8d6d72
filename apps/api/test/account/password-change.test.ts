// Password change of a signed-in customer (spec §4, §7; issue #11): the current password is checked behind a
// per-login lock, the §5 rules hold on the server, every other session ends and the caller gets a fresh token.
import { messages, apiMessages } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const CLIENT = 104523;
const EMAIL = 'cliente@example.com';

describe.each(dialects)('password change (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  // From its own address unless told: the route's per-IP limit (20 in 15 minutes) is not what these test.
  const change = (
    customer: number,
    token: string,
    payload: Record<string, unknown>,
    remoteAddress = '10.30.0.1',
  ) =>
    t.request({
      method: 'PUT',
      url: `/api/customer/actualizar/password/${customer}/`,
      payload,
      headers: bearer(token),
      remoteAddress,
    });
  const dataClient = (customer: number, token: string) =>
    t.request({ url: `/api/customer/${customer}/`, headers: bearer(token) });

  beforeAll(async () => {});

  it('applies the rules of spec §5 with their messages', async () => {
    const { token } = await loginAs(t);
    const noUpper = await change(CLIENT, token, { currentPassword: 'Demo1234', password: 'minuscula1' });
    expect(noUpper.statusCode).toBe(400);
    expect(noUpper.json().fields).toEqual({ password: messages.passwordUppercase });
    const short = await change(CLIENT, token, { currentPassword: 'Demo1234', password: 'Ab1' });
    expect(short.json().fields).toEqual({ password: messages.passwordMinLength });
    const mismatch = await change(CLIENT, token, {
      currentPassword: 'Demo1234',
      password: 'Nueva123',
      repeatPassword: 'Nueva124',
    });
    expect(mismatch.json().fields).toEqual({ repeatPassword: messages.passwordsMustMatch });
    const same = await change(CLIENT, token, { currentPassword: 'Demo1234', password: 'Demo1234' });
    expect(same.json().fields).toEqual({ password: apiMessages.passwordUnchanged });
    const missing = await change(CLIENT, token, { password: 'Nueva123' });
    expect(missing.json().fields).toEqual({ currentPassword: messages.required });
  });

  it("refuses another customer's number and a first-entry flag outside the wizard", async () => {
    const { token } = await loginAs(t);
    const foreign = await change(104601, token, { currentPassword: 'Demo1234', password: 'Nueva123' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('FORBIDDEN');
    const wizardFlag = await change(CLIENT, token, { firstEntry: true, password: 'Nueva123' });
    expect(wizardFlag.statusCode).toBe(403);
    const pending = await loginAs(t, 'nuevo@example.com', 'Demo1234');
    const early = await change(104601, pending.token, { firstEntry: true, password: 'Nueva123' });
    expect(early.statusCode).toBe(403);
    const notWizard = await change(104601, pending.token, {
      currentPassword: 'Demo1234',
      password: 'Nueva123',
    });
    expect(notWizard.json().code).toBe('FIRST_ENTRY_PENDING');
  });

  it('ends the other sessions and keeps this device signed in with a fresh token', async () => {
    const here = await loginAs(t);
    const elsewhere = await loginAs(t);
    const res = await change(CLIENT, here.token, {
      currentPassword: 'Demo1234',
      password: 'Cambiada99',
      repeatPassword: 'Cambiada99',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const { token: fresh } = res.json() as { token: string };
    expect((await dataClient(CLIENT, fresh)).statusCode).toBe(200);
    expect((await dataClient(CLIENT, here.token)).statusCode).toBe(401);
    expect((await dataClient(CLIENT, elsewhere.token)).statusCode).toBe(401);
    await expect(loginAs(t, EMAIL, 'Demo1234')).rejects.toThrow(/401/);
    expect((await loginAs(t, EMAIL, 'Cambiada99')).token).toBeTruthy();
  });

  it('locks the change for a minute after 5 wrong current passwords, also when they arrive at once', async () => {
    const { token } = await loginAs(t, EMAIL, 'Cambiada99');
    const tries = await Promise.all(
      Array.from({ length: 8 }, () =>
        change(CLIENT, token, { currentPassword: 'Adivina11', password: 'Otra1234' }),
      ),
    );
    const codes = tries.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 400)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    expect(tries.find((r) => r.statusCode === 400)?.json().fields).toEqual({
      currentPassword: messages.currentPasswordWrong,
    });
    const locked = await change(CLIENT, token, { currentPassword: 'Cambiada99', password: 'Otra1234' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("lets the wizard's password step set it without the current one, and ends the verification", async () => {
    await t.app.db.updateTable('logins').set({ entry: 3 }).where('email', '=', 'nuevo@example.com').execute();
    const pending = await loginAs(t, 'nuevo@example.com', 'Demo1234');
    // Parallel submissions of step 3 (a double click, two tabs): one password is set, once.
    const answers = await Promise.all(
      ['Primera123', 'Segunda123', 'Tercera123'].map((password) =>
        change(104601, pending.token, { firstEntry: true, password }, '10.30.0.2'),
      ),
    );
    const accepted = answers.filter((res) => res.statusCode === 200);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode !== 200).map((res) => res.statusCode)).toEqual([409, 409]);
    const { token } = accepted[0]!.json() as { token: string };
    expect((await dataClient(104601, token)).statusCode).toBe(200);
    const login = await t.app.db
      .selectFrom('logins')
      .select('entry')
      .where('email', '=', 'nuevo@example.com')
      .executeTakeFirstOrThrow();
    expect(login.entry).toBe(0);
    // The replay of step 3 is refused: the verification is over.
    const replay = await change(
      104601,
      pending.token,
      { firstEntry: true, password: 'Cuarta123' },
      '10.30.0.2',
    );
    expect([401, 403]).toContain(replay.statusCode);
  });
});
