// Merging two requests of one customer: the other closes as merged, its thread and files move to the kept one
// (both threads show there), each gets a 'fusion' entry, the audit keeps before and after; different customers
// are refused in Spanish, an agente gets 403, and of parallel merges of one pair exactly one happens.
import { describe, expect, it } from 'vitest';
import { insertDeskRequest } from '../support/desk-tools-helpers.js';
import { bearer } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const CLIENTE = 104523;
const OTHER_CLIENTE = 104601;

describe.each(dialects)('merge requests (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const merge = (number: string, body: Record<string, unknown>, token: string) =>
    t.request({
      method: 'POST',
      url: `/api/admin/gestiones/${number}/fusion/`,
      headers: bearer(token),
      payload: body,
    });
  const requestRow = (number: string) =>
    t.app.db.selectFrom('requests').selectAll().where('number', '=', number).executeTakeFirstOrThrow();

  it("moves the other's thread and files to the kept one and closes it as merged", async () => {
    const keptId = await insertDeskRequest(t, {
      number: 'G-2026-700001',
      cliente: CLIENTE,
      queue: 'tecnica',
    });
    const otherId = await insertDeskRequest(t, {
      number: 'G-2026-700002',
      cliente: CLIENTE,
      queue: 'tecnica',
      summary: 'Sin internet desde ayer',
    });
    await t.app.db
      .insertInto('request_thread')
      .values({ request_id: otherId, kind: 'nota', author_staff_id: null, text: 'Nota de la otra' })
      .execute();
    await t.app.db
      .insertInto('request_attachments')
      .values({
        request_id: otherId,
        slot: 'archivo',
        original_name: 'foto.pdf',
        storage_key: 'k/merge-1',
        content_type: 'application/pdf',
        size_bytes: 10,
      })
      .execute();
    const supervisor = await staffTokenAs(t, 'supervisor');

    const res = await merge('G-2026-700001', { otherNumber: 'G-2026-700002', version: 1 }, supervisor);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as {
      version: number;
      thread: { kind: string; text: string }[];
      attachments: unknown[];
    };
    expect(detail.version).toBe(2);
    expect(detail.thread.map((e) => e.kind)).toEqual(['nota', 'fusion']);
    expect(detail.thread[1]!.text).toBe(
      'Se fusionó la gestión G-2026-700002 en esta («Sin internet desde ayer»): su historia y sus adjuntos están acá.',
    );
    expect(detail.attachments).toHaveLength(1);

    const other = await requestRow('G-2026-700002');
    expect(other).toMatchObject({ merged_into_id: keptId, status: 'resolved', is_open: 0 });
    expect(other.closed_at).not.toBeNull();
    const otherThread = await t.app.db
      .selectFrom('request_thread')
      .selectAll()
      .where('request_id', '=', otherId)
      .execute();
    expect(otherThread.map((e) => [e.kind, e.text])).toEqual([
      ['fusion', 'Fusionada en la gestión G-2026-700001: la historia y los adjuntos siguen allí.'],
    ]);
    const [audit] = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'request.merge')
      .execute();
    expect(audit).toMatchObject({ entity: 'request', entity_id: 'G-2026-700001' });
    expect(JSON.parse(audit!.after_state!)).toMatchObject({
      other: { number: 'G-2026-700002', status: 'resolved', mergedInto: keptId },
    });

    const again = await merge('G-2026-700001', { otherNumber: 'G-2026-700002', version: 2 }, supervisor);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'MERGE_NOT_ALLOWED',
      message: 'La gestión G-2026-700002 ya está fusionada en otra.',
    });
  });

  it('refuses requests of different customers, a request with itself and a stale version, in Spanish', async () => {
    await insertDeskRequest(t, { number: 'G-2026-700003', cliente: CLIENTE });
    await insertDeskRequest(t, { number: 'G-2026-700004', cliente: OTHER_CLIENTE });
    await insertDeskRequest(t, { number: 'G-2026-700005', cliente: CLIENTE });
    const admin = await staffTokenAs(t, 'admin');
    const different = await merge('G-2026-700003', { otherNumber: 'G-2026-700004', version: 1 }, admin);
    expect(different.statusCode).toBe(400);
    expect(different.json()).toEqual({
      code: 'MERGE_NOT_ALLOWED',
      message: 'Solo se pueden fusionar gestiones del mismo cliente.',
      fields: { otherNumber: 'Solo se pueden fusionar gestiones del mismo cliente.' },
    });
    const itself = await merge('G-2026-700003', { otherNumber: 'G-2026-700003', version: 1 }, admin);
    expect(itself.json()).toMatchObject({
      message: 'Elegí otra gestión: una gestión no se puede fusionar consigo misma.',
    });
    const stale = await merge('G-2026-700003', { otherNumber: 'G-2026-700005', version: 7 }, admin);
    expect(stale.statusCode).toBe(409);
    const missing = await merge('G-2026-700003', { otherNumber: 'G-2026-799999', version: 1 }, admin);
    expect(missing.json()).toMatchObject({ fields: { otherNumber: 'No existe la gestión G-2026-799999.' } });
    const bad = await merge('G-2026-700003', { otherNumber: 'x' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { fields: object }).fields).sort()).toEqual(['otherNumber', 'version']);
  });

  it('is for supervisors: an agente gets 403', async () => {
    const res = await merge(
      'G-2026-700003',
      { otherNumber: 'G-2026-700005', version: 1 },
      await staffTokenAs(t, 'agente'),
    );
    expect(res.statusCode).toBe(403);
  });

  it('merges a pair once under parallel merges, in the same and in opposite directions', async () => {
    const supervisor = await staffTokenAs(t, 'supervisor');
    for (const [a, b] of [
      ['G-2026-700011', 'G-2026-700012'],
      ['G-2026-700013', 'G-2026-700014'],
    ] as const) {
      await insertDeskRequest(t, { number: a, cliente: CLIENTE });
      await insertDeskRequest(t, { number: b, cliente: CLIENTE });
    }
    const same = await Promise.all(
      [1, 2, 3].map(() => merge('G-2026-700011', { otherNumber: 'G-2026-700012', version: 1 }, supervisor)),
    );
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(same.every((r) => [200, 400, 409].includes(r.statusCode))).toBe(true);

    const opposite = await Promise.all([
      merge('G-2026-700013', { otherNumber: 'G-2026-700014', version: 1 }, supervisor),
      merge('G-2026-700014', { otherNumber: 'G-2026-700013', version: 1 }, supervisor),
    ]);
    expect(opposite.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const rows = await Promise.all(['G-2026-700013', 'G-2026-700014'].map(requestRow));
    expect(rows.filter((r) => r.merged_into_id !== null)).toHaveLength(1);
    const fusions = await t.app.db
      .selectFrom('request_thread')
      .select('id')
      .where('kind', '=', 'fusion')
      .where(
        'request_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    expect(fusions).toHaveLength(2);
  });
});
