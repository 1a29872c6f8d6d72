// A request as staff work it: GET .../detalle/ (every field in words, secrets masked) and PATCH (status, queue,
// assignee, class) with optimistic concurrency: a stale version is 409 and writes nothing, two parallel changes
// of one version have exactly one winner (one mail, one history entry), and the audit entry commits with the
// change or the change rolls back with it.
import { messages, staffRequestDetailSchema } from '@portal/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AuditLogRepository } from '../../src/areas/staff/index.js';
import { mailbox } from '../support/account-helpers.js';
import { useSteppableClock } from '../support/clock.js';
import { changeUrl, detailUrl, insertDeskRequest, staffIdOf } from '../support/desk-helpers.js';
import { bearer } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

useSteppableClock();

describe.each(dialects)('changing a request on the desk (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let supervisor: string;
  let agente: string;
  let agenteId: number;
  let supervisorId: number;
  let serial = 0;
  const fresh = async (input: Partial<Parameters<typeof insertDeskRequest>[1]> = {}) => {
    serial += 1;
    const number = `G-2026-8${String(serial).padStart(5, '0')}`;
    await insertDeskRequest(t, { number, createdAt: '2026-11-25T12:00:00.000Z', queue: 'tecnica', ...input });
    return number;
  };
  const patch = (number: string, payload: object, token = supervisor) =>
    t.request({ method: 'PATCH', url: changeUrl(number), payload, headers: bearer(token) });
  const detail = async (number: string, token = supervisor) =>
    staffRequestDetailSchema.parse(
      (await t.request({ url: detailUrl(number), headers: bearer(token) })).json(),
    );
  const mailsAbout = async (number: string) => (await mailbox(t)).filter((m) => m.subject.includes(number));
  const auditOf = (number: string) =>
    t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'request')
      .where('entity_id', '=', number)
      .execute();

  beforeAll(async () => {
    vi.setSystemTime(new Date('2026-11-27T15:00:00Z'));
    supervisor = await staffTokenAs(t, 'supervisor');
    agente = await staffTokenAs(t, 'agente');
    agenteId = await staffIdOf(t, 'agente.test@example.com');
    supervisorId = await staffIdOf(t, 'supervisor.test@example.com');
    await t.app.db.updateTable('staff_users').set({ queues: 'tecnica' }).where('id', '=', agenteId).execute();
  });

  it('tells every field in words: plan names, not codes; the WiFi password masked; no password hash', async () => {
    const plan = await t.app.db.selectFrom('plans').select(['packet_name', 'name']).executeTakeFirstOrThrow();
    const planChange = await fresh({
      type: 10,
      cliente: 104523,
      payload: { client_id: 104523, internetPlan: plan.packet_name, message: 'Más velocidad' },
    });
    const fields = (await detail(planChange)).fields;
    expect(fields).toContainEqual({ label: 'Plan de Internet elegido', value: plan.name });
    expect(fields).toContainEqual({ label: 'Mensaje', value: 'Más velocidad' });
    const wifi = await fresh({
      type: 53,
      cliente: 104523,
      payload: { clientenro: 104523, ssid: 'CasaMartina', sealedPassword: 'v1:abc:def' },
    });
    const wifiDetail = await detail(wifi);
    expect(wifiDetail.fields).toContainEqual({ label: 'Nombre de la red WiFi', value: 'CasaMartina' });
    expect(wifiDetail.fields).toContainEqual({ label: 'Contraseña de la red WiFi', value: '••••••••' });
    expect(JSON.stringify(wifiDetail)).not.toContain('v1:abc');
    const registration = await fresh({
      type: 51,
      payload: { nombre: 'Ana', password_hash: '$argon2id$secret' },
    });
    expect(JSON.stringify(await detail(registration))).not.toContain('argon2');
    expect(wifiDetail).toMatchObject({
      version: 1,
      status: 'received',
      name: 'Martina Fernández',
      customerNumber: 104523,
      thread: [],
    });
    expect(wifiDetail.nextStatuses).toEqual([
      'in_progress',
      'waiting_customer',
      'resolved',
      'rejected',
      'spam',
    ]);
  });

  it('moves the status with the version, writes history and audit, mails the customer once', async () => {
    const number = await fresh({ cliente: 104523, email: null });
    const res = await patch(number, { version: 1, status: 'in_progress' });
    expect(res.statusCode, res.body).toBe(200);
    const changed = staffRequestDetailSchema.parse(res.json());
    expect(changed).toMatchObject({ version: 2, status: 'in_progress' });
    expect(changed.thread.map((e) => [e.kind, e.text, e.author?.id])).toEqual([
      ['estado', 'Nuevo → En curso', supervisorId],
    ]);
    const mails = await mailsAbout(number);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['cliente@example.com', `Tu gestión ${number}: En curso`],
    ]);
    expect(mails[0]!.text).toContain('/mi-cuenta/mis-gestiones');
    const [audit] = await auditOf(number);
    expect(audit).toMatchObject({ action: 'request.change', staff_user_id: supervisorId });
    expect(JSON.parse(audit!.before_state!)).toMatchObject({ status: 'received', queue: 'tecnica' });
    expect(JSON.parse(audit!.after_state!)).toMatchObject({ status: 'in_progress' });
    const row = await t.app.db
      .selectFrom('requests')
      .select(['first_answer_at', 'closed_at', 'is_open'])
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ closed_at: null, is_open: 1 });
    expect(row.first_answer_at).not.toBeNull();

    // The same version again: someone else changed it; nothing is written.
    const stale = await patch(number, { version: 1, status: 'resolved' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', message: messages.deskStaleVersion });
    expect((await detail(number)).thread).toHaveLength(1);
    expect(await mailsAbout(number)).toHaveLength(1);
    expect(await auditOf(number)).toHaveLength(1);

    const closed = await patch(number, { version: 2, status: 'resolved' });
    expect(closed.json()).toMatchObject({ version: 3, status: 'resolved', nextStatuses: ['in_progress'] });
    const closedRow = await t.app.db
      .selectFrom('requests')
      .select(['closed_at', 'is_open'])
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(closedRow.is_open).toBe(0);
    expect(closedRow.closed_at).not.toBeNull();
  });

  it('refuses a move the workflow does not allow, in Spanish', async () => {
    const number = await fresh({ status: 'in_progress' });
    const res = await patch(number, { version: 1, status: 'received' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_STATUS_CHANGE',
      message: messages.deskInvalidStatusChange,
    });
    expect((await detail(number)).version).toBe(1);
    const empty = await patch(number, { version: 1 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ status: 'Elegí qué cambiar.' });
  });

  it('recomputes the due date when the class changes, without mailing the customer', async () => {
    const number = await fresh({ requestClass: 'otros' });
    expect((await detail(number)).dueDate).toBe('2026-12-10');
    const res = await patch(number, { version: 1, requestClass: 'falla', queue: 'comercial' });
    expect(res.json()).toMatchObject({ requestClass: 'falla', dueDate: '2026-11-30', queue: 'comercial' });
    expect(res.json().thread.map((e: { text: string }) => e.text)).toEqual([
      'Cola: Técnica → Comercial',
      'Clase: Otros → Falla (vence el 30/11/2026)',
    ]);
    expect(await mailsAbout(number)).toEqual([]);
  });

  it('lets an agente take a request of its queues, and only a supervisor assign outside the queue', async () => {
    const number = await fresh({ queue: 'tecnica' });
    const taken = await patch(number, { version: 1, assigneeId: agenteId }, agente);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().assignee).toEqual({ id: agenteId, name: 'Prueba agente' });
    const other = await fresh({ queue: 'comercial' });
    const refused = await patch(other, { version: 1, assigneeId: agenteId }, agente);
    expect(refused.statusCode).toBe(404);
    const bySupervisor = await patch(other, { version: 1, assigneeId: agenteId });
    expect(bySupervisor.statusCode).toBe(200);
    // Assigned to it, the agente reaches the request, but cannot hand it to a member outside Comercial.
    await t.app.db
      .updateTable('staff_users')
      .set({ queues: 'administracion' })
      .where('id', '=', supervisorId)
      .execute();
    const outside = await patch(other, { version: 2, assigneeId: supervisorId }, agente);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(messages.deskMemberNotInQueue);
    await t.app.db
      .updateTable('staff_users')
      .set({ queues: 'administracion,tecnica,comercial' })
      .where('id', '=', supervisorId)
      .execute();
    const unknown = await patch(other, { version: 2, assigneeId: 99_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ assigneeId: messages.deskMemberUnknown });
  });

  it('lets exactly one of two parallel changes of one version win: one mail, one history entry', async () => {
    const number = await fresh({ cliente: 104523, email: null });
    const results = await Promise.all([
      patch(number, { version: 1, status: 'in_progress' }),
      patch(number, { version: 1, status: 'waiting_customer' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await detail(number);
    expect(after.version).toBe(2);
    expect(after.thread.filter((e) => e.kind === 'estado')).toHaveLength(1);
    expect(await mailsAbout(number)).toHaveLength(1);
    expect(await auditOf(number)).toHaveLength(1);
  });

  it('rolls the change back when its audit entry cannot be written', async () => {
    const number = await fresh({ cliente: 104523, email: null });
    const spy = vi
      .spyOn(AuditLogRepository.prototype, 'record')
      .mockRejectedValueOnce(new Error('audit down'));
    const res = await patch(number, { version: 1, status: 'in_progress' });
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('audit down');
    const after = await detail(number);
    expect(after).toMatchObject({ version: 1, status: 'received', thread: [] });
    expect(await mailsAbout(number)).toEqual([]);
    expect(await auditOf(number)).toEqual([]);
  });
});
