// Bulk actions over a selection or a whole filter: each request changes through the desk's own change (thread,
// audit, one mail each), the ones that cannot change come back with why, a retried Idempotency-Key changes
// nothing twice, and an agente gets 403. Runs on both databases.
import { describe, expect, it } from 'vitest';
import { BulkActionsService } from '../../src/areas/desk-tools/bulk-actions-service.js';
import { DeskLookupRepository } from '../../src/areas/desk-tools/desk-lookup-repository.js';
import { staffIdOf } from '../support/desk-helpers.js';
import { insertDeskRequest } from '../support/desk-tools-helpers.js';
import { bearer } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const URL = '/api/admin/gestiones/acciones/';
const CLIENTE = 104523;

describe.each(dialects)('bulk actions (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const bulk = (body: Record<string, unknown>, token: string, key?: string) =>
    t.request({
      method: 'POST',
      url: URL,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const rowsOf = (numbers: string[]) =>
    t.app.db.selectFrom('requests').selectAll().where('number', 'in', numbers).orderBy('number').execute();
  const threadKinds = async (number: string) =>
    (
      await t.app.db
        .selectFrom('request_thread as e')
        .innerJoin('requests as r', 'r.id', 'e.request_id')
        .select('e.kind')
        .where('r.number', '=', number)
        .orderBy('e.id')
        .execute()
    ).map((e) => e.kind);
  const mailsTo = async (address: string) =>
    (await t.app.db.selectFrom('outbox_mail').select('id').where('to_address', '=', address).execute())
      .length;

  it('moves a selection, reporting the ones that cannot move and why', async () => {
    const numbers = ['G-2026-600001', 'G-2026-600002', 'G-2026-600003'];
    await insertDeskRequest(t, { number: numbers[0]!, email: 'bulk-1@example.com' });
    await insertDeskRequest(t, { number: numbers[1]!, email: 'bulk-2@example.com', status: 'in_progress' });
    await insertDeskRequest(t, { number: numbers[2]!, status: 'spam' });
    const supervisor = await staffTokenAs(t, 'supervisor');

    const res = await bulk(
      { action: 'status', status: 'resolved', numbers: [...numbers, 'G-2026-699999'] },
      supervisor,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      changed: 2,
      skipped: [
        { number: 'G-2026-600003', reason: 'No puede pasar de Spam a Resuelto.' },
        { number: 'G-2026-699999', reason: 'No existe la gestión.' },
      ],
    });
    expect((await rowsOf(numbers)).map((r) => r.status)).toEqual(['resolved', 'resolved', 'spam']);
    expect(await threadKinds(numbers[0]!)).toEqual(['estado']);
    expect(await mailsTo('bulk-1@example.com')).toBe(1);
    expect(await mailsTo('bulk-2@example.com')).toBe(1);
    const audits = await t.app.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'request.change')
      .where('entity_id', 'in', numbers)
      .execute();
    expect(audits.map((a) => a.entity_id).sort()).toEqual(numbers.slice(0, 2));

    const again = await bulk(
      { action: 'status', status: 'resolved', numbers: numbers.slice(0, 1) },
      supervisor,
    );
    expect(again.json()).toEqual({
      changed: 0,
      skipped: [{ number: numbers[0], reason: 'Ya estaba en Resuelto.' }],
    });
  });

  it('assigns every request of a filter to a queue', async () => {
    for (const n of ['G-2026-600011', 'G-2026-600012', 'G-2026-600013']) {
      await insertDeskRequest(t, { number: n, locality: 'Bulkópolis', queue: 'comercial' });
    }
    const res = await bulk(
      { action: 'assign', queue: 'tecnica', filter: { locality: 'Bulkópolis' } },
      await staffTokenAs(t, 'admin'),
    );
    expect(res.json()).toEqual({ changed: 3, skipped: [] });
    const rows = await rowsOf(['G-2026-600011', 'G-2026-600012', 'G-2026-600013']);
    expect(rows.map((r) => [r.queue, r.version])).toEqual([
      ['tecnica', 2],
      ['tecnica', 2],
      ['tecnica', 2],
    ]);
    const again = await bulk(
      { action: 'assign', queue: 'tecnica', numbers: ['G-2026-600011'] },
      await staffTokenAs(t, 'admin'),
    );
    expect(again.json()).toEqual({
      changed: 0,
      skipped: [{ number: 'G-2026-600011', reason: 'Ya estaba asignada así.' }],
    });
  });

  it('answers with a canned reply filled per request, skipping those it cannot fill', async () => {
    await insertDeskRequest(t, {
      number: 'G-2026-600021',
      cliente: CLIENTE,
      name: 'Juana Demo',
      email: 'juana@example.com',
    });
    await insertDeskRequest(t, { number: 'G-2026-600022', email: 'visita@example.com' });
    const { id } = await t.app.db
      .selectFrom('canned_replies')
      .select('id')
      .where('title', '=', 'Factura impaga: link de pago')
      .executeTakeFirstOrThrow();
    const res = await bulk(
      {
        action: 'reply',
        cannedReplyId: id,
        status: 'waiting_customer',
        numbers: ['G-2026-600021', 'G-2026-600022'],
      },
      await staffTokenAs(t, 'supervisor'),
    );
    expect(res.json()).toEqual({
      changed: 1,
      skipped: [
        {
          number: 'G-2026-600022',
          reason:
            'Esta respuesta usa {link_pago}, pero la gestión no tiene un cliente con facturas impagas: elegí otra respuesta o escribila a mano.',
        },
      ],
    });
    const [reply] = await t.app.db
      .selectFrom('request_thread as e')
      .innerJoin('requests as r', 'r.id', 'e.request_id')
      .select(['e.kind', 'e.text', 'r.status'])
      .where('r.number', '=', 'G-2026-600021')
      .where('e.kind', '=', 'respuesta')
      .execute();
    expect(reply).toMatchObject({ status: 'waiting_customer' });
    expect(reply!.text).toMatch(/^Hola Juana Demo: revisamos tu gestión G-2026-600021\./);
    expect(await mailsTo('juana@example.com')).toBe(1);
    expect(await mailsTo('visita@example.com')).toBe(0);
  });

  it('runs once under a retried Idempotency-Key, in parallel and after', async () => {
    await insertDeskRequest(t, { number: 'G-2026-600031', email: 'idem@example.com' });
    const supervisor = await staffTokenAs(t, 'supervisor');
    const body = { action: 'status', status: 'in_progress', numbers: ['G-2026-600031'] };
    const parallel = await Promise.all([1, 2, 3].map(() => bulk(body, supervisor, 'bulk-key-1')));
    expect(parallel.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    const answered = parallel.filter((r) => r.statusCode === 200);
    for (const r of answered) expect(r.json()).toEqual({ changed: 1, skipped: [] });
    const retry = await bulk(body, supervisor, 'bulk-key-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual({ changed: 1, skipped: [] });
    expect(await threadKinds('G-2026-600031')).toEqual(['estado']);
    expect(await mailsTo('idem@example.com')).toBe(1);

    // The same key and body from another member is that member's own action, never a replay of this one.
    const other = await bulk(body, await staffTokenAs(t, 'admin'), 'bulk-key-1');
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json()).toEqual({
      changed: 0,
      skipped: [{ number: 'G-2026-600031', reason: 'Ya estaba en En curso.' }],
    });
  });

  it('is for supervisors, and asks for a selection or a filter in Spanish', async () => {
    const body = { action: 'status', status: 'resolved', numbers: ['G-2026-600001'] };
    expect((await bulk(body, await staffTokenAs(t, 'agente'))).statusCode).toBe(403);
    const res = await bulk({ action: 'status', status: 'resolved' }, await staffTokenAs(t, 'supervisor'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: {
        numbers: 'Elegí gestiones de la lista o aplicá la acción a todo el filtro (una de las dos).',
      },
    });
  });
});

describe('bulk actions, time budget', () => {
  const t = useTestApp();

  it('starts no item after the budget and reports the rest to apply again', async () => {
    for (const n of ['G-2026-600041', 'G-2026-600042', 'G-2026-600043'])
      await insertDeskRequest(t, { number: n });
    const { desk } = t.app.services;
    let now = 0;
    // Each look at the clock is 25 s later: the first item starts at 25 s, the second would at 50 s.
    const service = new BulkActionsService(
      desk.reads,
      desk.changes,
      new DeskLookupRepository(t.app.db),
      t.app.services.deskTools.cannedReplies,
      t.app.services.deskTools.cannedReplyRenderer,
      () => (now += 25_000),
    );
    const staffUserId = await staffIdOf(t, 'staff@example.com');
    const result = await service.run(
      {
        action: 'status',
        status: 'in_progress',
        numbers: ['G-2026-600041', 'G-2026-600042', 'G-2026-600043'],
      },
      { staffUserId, role: 'admin', ip: '127.0.0.1' },
    );
    const later = 'Quedó sin procesar por tiempo: volvé a aplicar la acción a las que falten.';
    expect(result).toEqual({
      changed: 1,
      skipped: [
        { number: 'G-2026-600042', reason: later },
        { number: 'G-2026-600043', reason: later },
      ],
    });
  });
});
