// Staff sessions (ADR 0092): 30 idle minutes with each call extending them (last_seen_at written at most once a
// minute), GET /api/admin/sesion/, sign-out, and the end of every session of a member at a role change, a
// deactivation or a password change.
import { messages, staffAccessMessages, staffMemberSchema } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import { ensureStaffMember, STAFF, staffSignIn, staffToken } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('staff sessions (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const whoAmI = (token: string) => t.request({ url: '/api/admin/sesion/', headers: bearer(token) });
  const lastSeen = async (token: string) => {
    const id = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    const row = await t.app.db
      .selectFrom('staff_sessions')
      .select('last_seen_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.last_seen_at;
  };
  const jump = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers who is signed in, and refuses customer tokens and no token', async () => {
    await ensureStaffMember(t, {
      email: 'ana@example.com',
      role: 'agente',
      name: 'Ana',
      queues: 'tecnica,comercial',
    });
    const res = await whoAmI(await staffSignIn(t, 'ana@example.com'));
    expect(res.statusCode).toBe(200);
    expect(staffMemberSchema.parse(res.json())).toMatchObject({
      email: 'ana@example.com',
      name: 'Ana',
      role: 'agente',
      queues: ['tecnica', 'comercial'],
    });
    expect((await whoAmI((await loginAs(t)).token)).statusCode).toBe(401);
    const none = await t.request({ url: '/api/admin/sesion/' });
    expect(none.json()).toEqual({ message: messages.sessionExpired, code: 'SESSION_EXPIRED' });
  });

  it('ends after 30 idle minutes; each call extends it, writing last_seen_at at most once a minute', async () => {
    const token = await staffToken(t);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const first = await lastSeen(token);
    jump(20_000);
    expect((await whoAmI(token)).statusCode).toBe(200);
    expect(await lastSeen(token)).toBe(first);
    jump(25 * 60_000);
    expect((await whoAmI(token)).statusCode).toBe(200);
    expect(await lastSeen(token)).not.toBe(first);
    // 50 minutes after sign-in, 25 after the last call: still open.
    jump(25 * 60_000);
    expect((await whoAmI(token)).statusCode).toBe(200);
    jump(31 * 60_000);
    expect((await whoAmI(token)).statusCode).toBe(401);
  });

  it('ends the session at sign-out, and only that one', async () => {
    const [one, two] = [await staffToken(t), await staffToken(t)];
    const out = await t.request({ method: 'POST', url: '/api/admin/logout/', headers: bearer(one) });
    expect(out.statusCode).toBe(204);
    expect((await whoAmI(one)).statusCode).toBe(401);
    expect((await whoAmI(two)).statusCode).toBe(200);
  });

  it('ends all sessions of a member whose role changes or who is deactivated', async () => {
    const id = await ensureStaffMember(t, { email: 'rol@example.com', role: 'agente' });
    const admin = await staffToken(t);
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: `/api/admin/personal/${id}/`, headers: bearer(admin), payload });

    const sessions = [await staffSignIn(t, 'rol@example.com'), await staffSignIn(t, 'rol@example.com')];
    // A name change keeps them.
    expect((await patch({ name: 'Otro nombre' })).statusCode).toBe(200);
    for (const token of sessions) expect((await whoAmI(token)).statusCode).toBe(200);
    expect((await patch({ role: 'supervisor' })).statusCode).toBe(200);
    for (const token of sessions) expect((await whoAmI(token)).statusCode).toBe(401);

    const again = await staffSignIn(t, 'rol@example.com');
    expect((await whoAmI(again)).json().role).toBe('supervisor');
    expect((await patch({ active: false })).statusCode).toBe(200);
    expect((await whoAmI(again)).statusCode).toBe(401);
  });

  it('changes the password: checks the current one and the rules, ends the other sessions', async () => {
    await ensureStaffMember(t, { email: 'clave@example.com', role: 'agente' });
    const [current, other] = [
      await staffSignIn(t, 'clave@example.com'),
      await staffSignIn(t, 'clave@example.com'),
    ];
    const change = (payload: object) =>
      t.request({ method: 'POST', url: '/api/admin/contrasena/', headers: bearer(current), payload });

    const wrong = await change({ current: 'Nope1234', next: 'Nueva1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ current: staffAccessMessages.wrongCurrentPassword });
    const weak = await change({ current: STAFF.password, next: 'corta' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.next).toBeTruthy();
    const same = await change({ current: STAFF.password, next: STAFF.password });
    expect(same.json().fields).toEqual({ next: staffAccessMessages.samePassword });

    expect((await change({ current: STAFF.password, next: 'Nueva1234' })).statusCode).toBe(204);
    expect((await whoAmI(current)).statusCode).toBe(200);
    expect((await whoAmI(other)).statusCode).toBe(401);
    expect(await staffSignIn(t, 'clave@example.com', 'Nueva1234')).toBeTruthy();
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.password.change')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toEqual({ sesionesCerradas: 1 });
    expect(JSON.stringify(audit)).not.toContain('Nueva1234');
    await t.app.db.deleteFrom('login_throttle').execute();
  });
});
