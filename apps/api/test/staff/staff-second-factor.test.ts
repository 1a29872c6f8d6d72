// The second step of the staff sign-in (ADR 0092): a challenge opens nothing but that step, a TOTP step and a
// recovery code sign in once even under parallel use, wrong codes lock the member like passwords do, and the
// first sign-in enrolls the app (secret sealed at rest, 10 recovery codes stored hashed).
import { staffAccessMessages, staffEnrolledSessionSchema, staffLoginChallengeSchema } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import {
  ensureStaffMember,
  STAFF,
  STAFF_TOTP_SECRET,
  staffLogin,
  staffSecondFactor,
  totpCode,
} from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('staff second factor (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let address = 0;
  const nextAddress = () => `10.61.${(address >> 8) & 255}.${(address += 1) & 255}`;

  afterEach(() => {
    vi.useRealTimers();
  });

  const challengeFor = async (email: string) => {
    const res = await staffLogin(t, email, STAFF.password, nextAddress());
    expect(res.statusCode).toBe(200);
    return staffLoginChallengeSchema.parse(res.json());
  };
  const forgetStep = (email: string) =>
    t.app.db.updateTable('staff_users').set({ totp_last_step: null }).where('email', '=', email).execute();
  const clearLocks = () => t.app.db.deleteFrom('login_throttle').execute();
  const auditActions = async (staffUserId: number) =>
    (
      await t.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('staff_user_id', '=', staffUserId)
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  it('refuses the challenge on every other staff route: skipping the second factor gets 401', async () => {
    const { challenge, stage } = await challengeFor(STAFF.email);
    expect(stage).toBe('segundo-factor');
    for (const url of ['/api/admin/sesion/', '/api/admin/personal/', '/api/admin/auditoria/']) {
      const res = await t.request({ url, headers: { authorization: `Bearer ${challenge}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SESSION_EXPIRED');
    }
    const onCustomer = await t.request({
      url: '/api/customer/104523/',
      headers: { authorization: `Bearer ${challenge}` },
    });
    expect(onCustomer.statusCode).toBe(401);
  });

  it('takes a TOTP step and a challenge once: a second use of either is refused', async () => {
    await forgetStep(STAFF.email);
    const { challenge } = await challengeFor(STAFF.email);
    const at = Date.now();
    const code = totpCode(STAFF_TOTP_SECRET, new Date(at));
    const first = await staffSecondFactor(t, challenge, code, nextAddress());
    expect(first.statusCode).toBe(200);
    // The challenge signed in once: with the next step's code it is refused, and that code stays unused.
    const next = totpCode(STAFF_TOTP_SECRET, new Date(at + 30_000));
    expect((await staffSecondFactor(t, challenge, next, nextAddress())).statusCode).toBe(401);
    const lastStep = await t.app.db
      .selectFrom('staff_users')
      .select('totp_last_step')
      .where('email', '=', STAFF.email)
      .executeTakeFirstOrThrow();
    expect(lastStep.totp_last_step).toBe(Math.floor(at / 30_000));
    const again = await staffSecondFactor(
      t,
      (await challengeFor(STAFF.email)).challenge,
      code,
      nextAddress(),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'CODE_INVALID',
      fields: { code: staffAccessMessages.wrongCode },
    });
    await clearLocks();
  });

  it('gives one session for 8 parallel uses of one code', async () => {
    await forgetStep(STAFF.email);
    // Asked one after another: parallel passwords would meet the password lock instead.
    const challenges = [];
    for (let i = 0; i < 8; i += 1) challenges.push(await challengeFor(STAFF.email));
    const code = totpCode();
    const answers = await Promise.all(
      challenges.map((c) => staffSecondFactor(t, c.challenge, code, nextAddress())),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect([400, 429]).toContain(res.statusCode);
    }
    await clearLocks();
  });

  it('accepts the code of the step before and after, not two steps away', async () => {
    const { challenge } = await challengeFor(STAFF.email);
    await forgetStep(STAFF.email);
    const far = totpCode(STAFF_TOTP_SECRET, new Date(Date.now() - 95_000));
    expect((await staffSecondFactor(t, challenge, far, nextAddress())).statusCode).toBe(400);
    const previous = totpCode(STAFF_TOTP_SECRET, new Date(Date.now() - 30_000));
    expect((await staffSecondFactor(t, challenge, previous, nextAddress())).statusCode).toBe(200);
    await clearLocks();
  });

  it('locks the member after 5 wrong codes, atomically under parallel tries', async () => {
    const id = await ensureStaffMember(t, { email: 'bloqueo@example.com', role: 'agente' });
    const { challenge } = await challengeFor('bloqueo@example.com');
    const wrong = totpCode() === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => staffSecondFactor(t, challenge, wrong, nextAddress())),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(answers.find((res) => res.statusCode === 429)?.json().code).toBe('ACCOUNT_LOCKED');
    // Locked: even the right code waits for the lock to end.
    await forgetStep('bloqueo@example.com');
    expect((await staffSecondFactor(t, challenge, totpCode(), nextAddress())).statusCode).toBe(429);
    expect(await auditActions(id)).toEqual([]);
    await clearLocks();
  });

  it('refuses a challenge after its 5 minutes', async () => {
    const { challenge } = await challengeFor(STAFF.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 5 * 60_000 + 2000));
    await forgetStep(STAFF.email);
    const res = await staffSecondFactor(t, challenge, totpCode(), nextAddress());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: staffAccessMessages.challengeExpired,
    });
  });

  it('enrolls a member at first sign-in: QR, manual key, then the session and 10 recovery codes', async () => {
    const id = await ensureStaffMember(t, { email: 'nueva@example.com', role: 'agente', enrolled: false });
    const challenge = await challengeFor('nueva@example.com');
    if (challenge.stage !== 'alta') throw new Error('expected the enrolment stage');
    const { otpauthUri, qrSvgDataUrl, manualKey } = challenge.enrolment;
    expect(qrSvgDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrSvgDataUrl.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(manualKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = manualKey.replace(/ /g, '');
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain('nueva%40example.com');
    // Nothing stored before the member confirms.
    const row = () =>
      t.app.db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect((await row()).totp_secret).toBeNull();
    // A challenge of the enrolment does not pass for the code step.
    expect(
      (await staffSecondFactor(t, challenge.challenge, totpCode(secret), nextAddress())).statusCode,
    ).toBe(401);

    const enrol = (code: string) =>
      t.request({
        method: 'POST',
        url: '/api/admin/login/alta/',
        payload: { challenge: challenge.challenge, code },
        remoteAddress: nextAddress(),
      });
    const wrong = await enrol(totpCode(secret) === '123456' ? '654321' : '123456');
    expect(wrong.statusCode).toBe(400);
    const res = await enrol(totpCode(secret));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = staffEnrolledSessionSchema.parse(res.json());
    expect(body.staff).toMatchObject({ id, email: 'nueva@example.com', role: 'agente' });
    expect(new Set(body.recoveryCodes).size).toBe(10);

    const stored = await row();
    expect(stored.totp_secret).not.toBeNull();
    expect(stored.totp_secret).not.toContain(secret);
    const hashes = await t.app.db
      .selectFrom('staff_recovery_codes')
      .selectAll()
      .where('staff_user_id', '=', id)
      .execute();
    expect(hashes).toHaveLength(10);
    for (const code of body.recoveryCodes) {
      expect(JSON.stringify(hashes)).not.toContain(code.replace('-', ''));
    }
    // The same challenge cannot enroll twice.
    expect((await enrol(totpCode(secret))).statusCode).toBe(401);
    expect(await auditActions(id)).toEqual(['staff.second-factor.enrol', 'staff.sign-in']);

    // Next sign-in: the code step; a recovery code works once, in any case and without the dash.
    const next = await challengeFor('nueva@example.com');
    expect(next.stage).toBe('segundo-factor');
    const recovery = body.recoveryCodes[0]!;
    const spent = await Promise.all(
      [recovery, recovery.toLowerCase(), recovery.replace('-', '')].map(async (code) =>
        staffSecondFactor(t, (await challengeFor('nueva@example.com')).challenge, code, nextAddress()),
      ),
    );
    expect(spent.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(spent.filter((r) => r.statusCode === 400)).toHaveLength(2);
    const used = await t.app.db
      .selectFrom('staff_recovery_codes')
      .select('id')
      .where('staff_user_id', '=', id)
      .where('used_at', 'is not', null)
      .execute();
    expect(used).toHaveLength(1);
    await clearLocks();
  });

  it('answers Spanish field messages for a malformed code and keeps customers out of this step', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/login/segundo-factor/',
      payload: { challenge: 'x', code: '12ab' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { code: staffAccessMessages.secondFactorCode },
    });
    const customer = (await loginAs(t)).token;
    const withCustomer = await staffSecondFactor(t, customer, totpCode(), nextAddress());
    expect(withCustomer.statusCode).toBe(401);
  });
});
