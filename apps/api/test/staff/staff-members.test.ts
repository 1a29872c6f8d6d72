// The members admin (issue #30 §1): admins only, every change in the audit log with before and after in the
// same transaction, an admin cannot demote or deactivate themself, a reset makes the member enroll again, and
// creation is idempotent and safe under parallel requests.
import { staffMembersListSchema, staffMembersMessages, staffMemberRowSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ensureStaffMember, STAFF, staffLogin, staffToken, staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('staff members admin (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const newMember = (email: string) => ({
    email,
    name: 'Bruno Técnico',
    role: 'agente',
    queues: ['tecnica'],
    password: 'Temporal1',
  });
  const create = (token: string, payload: object, headers: Record<string, string> = {}) =>
    t.request({
      method: 'POST',
      url: '/api/admin/personal/',
      headers: { ...bearer(token), ...headers },
      payload,
    });
  const auditOf = (action: string) =>
    t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

  it('answers 403 to agentes and supervisores on every admin route', async () => {
    for (const role of ['agente', 'supervisor'] as const) {
      const token = await staffTokenAs(t, role);
      const calls = [
        t.request({ url: '/api/admin/personal/', headers: bearer(token) }),
        create(token, newMember('x@example.com')),
        t.request({
          method: 'PATCH',
          url: '/api/admin/personal/1/',
          headers: bearer(token),
          payload: { name: 'X' },
        }),
        t.request({
          method: 'POST',
          url: '/api/admin/personal/1/segundo-factor/reinicio/',
          headers: bearer(token),
        }),
        t.request({ url: '/api/admin/auditoria/', headers: bearer(token) }),
        t.request({ url: '/api/admin/auditoria/exportacion/', headers: bearer(token) }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
  });

  it('lists the members with role, queues, second factor and last sign-in', async () => {
    const res = await t.request({ url: '/api/admin/personal/', headers: bearer(await staffToken(t)) });
    expect(res.statusCode).toBe(200);
    const { items } = staffMembersListSchema.parse(res.json());
    expect(items.find((m) => m.email === STAFF.email)).toMatchObject({
      role: 'admin',
      active: true,
      enrolled: true,
      queues: ['administracion', 'tecnica', 'comercial'],
    });
    expect(items.find((m) => m.email === STAFF.email)?.lastLoginAt).not.toBeNull();
    expect(items.find((m) => m.email === 'agente@example.com')).toMatchObject({
      role: 'agente',
      queues: ['tecnica', 'comercial'],
    });
  });

  it('creates a member who enrolls at first sign-in, audited, once per Idempotency-Key and per email', async () => {
    const admin = await staffToken(t);
    const headers = { 'idempotency-key': 'alta-bruno-0001' };
    const first = await create(admin, newMember('Bruno@Example.com'), headers);
    expect(first.statusCode).toBe(201);
    const created = staffMemberRowSchema.parse(first.json());
    expect(created).toMatchObject({
      email: 'bruno@example.com',
      enrolled: false,
      active: true,
      queues: ['tecnica'],
    });
    const replay = await create(admin, newMember('Bruno@Example.com'), headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const taken = await create(admin, newMember('bruno@example.com'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ email: staffMembersMessages.emailTaken });

    const [entry] = await auditOf('staff.member.create');
    expect(entry).toMatchObject({ entity: 'staff_user', entity_id: String(created.id) });
    expect(JSON.parse(entry!.after_state!)).toEqual({
      nombre: 'Bruno Técnico',
      rol: 'agente',
      colas: ['tecnica'],
      activo: true,
      segundoFactor: false,
    });
    expect(entry!.before_state).toBeNull();
    expect(JSON.stringify(entry)).not.toContain('Temporal1');

    const login = await staffLogin(t, 'bruno@example.com', 'Temporal1');
    expect(login.json().stage).toBe('alta');
  });

  it('creates one member out of 6 parallel requests for one email', async () => {
    const admin = await staffToken(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => create(admin, newMember('par@example.com'))),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(5);
  });

  it('changes a member with before and after in the audit log, and validates in Spanish', async () => {
    const admin = await staffToken(t);
    const id = await ensureStaffMember(t, { email: 'cambio@example.com', role: 'agente', queues: 'tecnica' });
    const patch = (payload: object, target = id) =>
      t.request({ method: 'PATCH', url: `/api/admin/personal/${target}/`, headers: bearer(admin), payload });

    const res = await patch({ role: 'supervisor', queues: ['tecnica', 'administracion'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'supervisor', queues: ['administracion', 'tecnica'] });
    const [entry] = await auditOf('staff.member.update');
    expect(JSON.parse(entry!.before_state!)).toMatchObject({ rol: 'agente', colas: ['tecnica'] });
    expect(JSON.parse(entry!.after_state!)).toMatchObject({
      rol: 'supervisor',
      colas: ['administracion', 'tecnica'],
    });

    const bad = await patch({ role: 'jefe', queues: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      role: staffMembersMessages.role,
      queues: staffMembersMessages.queues,
    });
    expect((await patch({})).json().fields).toEqual({ name: staffMembersMessages.nothingToChange });
    expect((await patch({ name: 'X' }, 999_999)).statusCode).toBe(404);
  });

  it('does not let an admin demote or deactivate themself', async () => {
    const admin = await staffToken(t);
    const me = await t.request({ url: '/api/admin/sesion/', headers: bearer(admin) });
    const patch = (payload: object) =>
      t.request({
        method: 'PATCH',
        url: `/api/admin/personal/${me.json().id}/`,
        headers: bearer(admin),
        payload,
      });
    const demote = await patch({ role: 'agente' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().fields).toEqual({ role: staffMembersMessages.lastAdmin });
    expect((await patch({ active: false })).json().fields).toEqual({
      active: staffMembersMessages.lastAdmin,
    });
    expect((await t.request({ url: '/api/admin/sesion/', headers: bearer(admin) })).json().role).toBe(
      'admin',
    );
  });

  it('resets a second factor: the member enrolls again and their sessions end', async () => {
    const admin = await staffToken(t);
    const id = await ensureStaffMember(t, { email: 'reinicio@example.com', role: 'agente' });
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/personal/${id}/segundo-factor/reinicio/`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().enrolled).toBe(false);
    expect((await staffLogin(t, 'reinicio@example.com', STAFF.password)).json().stage).toBe('alta');
    const [entry] = await auditOf('staff.second-factor.reset');
    expect(JSON.parse(entry!.before_state!).segundoFactor).toBe(true);
    expect(JSON.parse(entry!.after_state!).segundoFactor).toBe(false);
  });
});
