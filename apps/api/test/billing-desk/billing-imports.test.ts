// The billing import from the screen (issue #31 §4): the dry run reports row by row in Spanish and changes no
// invoice; applying takes the stored file and runs once however many presses race; the history says who, when,
// which file and what happened; supervisors act, agentes read. Runs on both databases.
import { describe, expect, it } from 'vitest';
import { bearer } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const URL = '/api/admin/facturacion/importaciones/';
const HEADER = 'clientenro,facturaid,estado,emitida,vencimiento,importe,importe_saldo,periodo,moneda';
const CSV = [
  HEADER,
  '104523,951001,IMPAGA,2026-11-01,2026-11-20,1000.00,1000.00,2026-11,PES',
  '104523,900103,IMPAGA,2026-10-01,2026-12-20,47900.00,47900.00,2026-10,PES',
  '104523,951002,PAGA,2026-11-01,2026-11-20,1000.00,500.00,2026-11,PES',
  '999999,951003,IMPAGA,2026-11-01,2026-11-20,1000.00,1000.00,2026-11,PES',
].join('\n');

const upload = (csv: string, fileName = 'facturas-noviembre.csv') => ({
  fileName,
  contentBase64: Buffer.from(csv, 'utf8').toString('base64'),
});

interface ImportAnswer {
  id: number;
  status: string;
  fileHash: string;
  invoices: number;
  checkedBy: string | null;
  appliedBy: string | null;
  counts: Record<string, number>;
  rows: Array<{ row: number; facturaid: number | null; action: string; errors: Record<string, string> }>;
}

describe.each(dialects)('billing imports from the back office (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const post = (url: string, token: string, payload?: unknown, key?: string) =>
    t.request({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const invoices = () =>
    t.app.db
      .selectFrom('invoices')
      .select(['facturaid', 'vencimiento', 'updated_at'])
      .orderBy('facturaid')
      .execute();
  const audit = (action: string) =>
    t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  it('checks a file row by row in Spanish and changes no invoice', async () => {
    const supervisor = await staffTokenAs(t, 'supervisor');
    const before = await invoices();
    const res = await post(URL, supervisor, upload(CSV));
    expect(res.statusCode).toBe(201);
    const checked = res.json() as ImportAnswer;
    expect(checked).toMatchObject({
      status: 'checked',
      invoices: 4,
      checkedBy: 'Prueba supervisor',
      appliedBy: null,
      counts: { inserted: 1, updated: 1, unchanged: 0, rejected: 2 },
    });
    expect(checked.fileHash).toMatch(/^[0-9a-f]{64}$/);
    expect(checked.rows.map(({ row, facturaid, action }) => ({ row, facturaid, action }))).toEqual([
      { row: 2, facturaid: 951001, action: 'inserted' },
      { row: 3, facturaid: 900103, action: 'updated' },
      { row: 4, facturaid: 951002, action: 'rejected' },
      { row: 5, facturaid: 951003, action: 'rejected' },
    ]);
    expect(Object.values(checked.rows[2]!.errors).join(' ')).toMatch(/saldo/i);
    expect(checked.rows[3]!.errors).toEqual({ clientenro: expect.stringMatching(/cliente/i) });
    expect(await invoices()).toEqual(before);
    const [entry] = await audit('billing_import.check');
    expect(entry).toMatchObject({ entity: 'billing_import', entity_id: String(checked.id) });
  });

  it('applies the checked file exactly once under parallel presses, and lists it in the history', async () => {
    const supervisor = await staffTokenAs(t, 'supervisor');
    const csv = CSV.replaceAll('9510', '9520');
    const checked = (await post(URL, supervisor, upload(csv, 'otra.csv'))).json() as ImportAnswer;
    const presses = await Promise.all(
      Array.from({ length: 5 }, () => post(`${URL}${checked.id}/aplicar/`, supervisor)),
    );
    const statuses = presses.map((p) => p.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const applied = presses.find((p) => p.statusCode === 200)!.json() as ImportAnswer;
    expect(applied).toMatchObject({
      status: 'applied',
      appliedBy: 'Prueba supervisor',
      counts: { inserted: 1, updated: 1, unchanged: 0, rejected: 2 },
    });
    const refused = presses.find((p) => p.statusCode === 409)!.json() as { message: string };
    expect(refused.message).toMatch(/ya se aplicó|está aplicando/);
    const after = await invoices();
    expect(after.filter((i) => i.facturaid === 952001)).toHaveLength(1);
    expect(after.find((i) => i.facturaid === 900103)?.vencimiento).toBe('2026-12-20');
    expect(await audit('billing_import.apply')).toHaveLength(1);
    const again = await post(`${URL}${checked.id}/aplicar/`, supervisor);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Esta importación ya se aplicó. Mirá su resultado en el historial.',
    });

    const history = await t.request({ url: URL, headers: bearer(await staffTokenAs(t, 'agente')) });
    expect(history.statusCode).toBe(200);
    const [latest] = (history.json() as { items: ImportAnswer[] }).items;
    expect(latest).toMatchObject({ id: checked.id, fileName: 'otra.csv', status: 'applied', invoices: 4 });
    expect(latest).not.toHaveProperty('rows');
  });

  it('refuses a file that is not a billing CSV, and says what is wrong per field', async () => {
    const supervisor = await staffTokenAs(t, 'supervisor');
    const notCsv = await post(URL, supervisor, upload('hola,mundo\n1,2'));
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json()).toMatchObject({ code: 'BILLING_CSV_INVALID' });
    const wrongName = await post(URL, supervisor, upload(CSV, 'facturas.xlsx'));
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json()).toMatchObject({ fields: { fileName: 'Elegí un archivo .csv.' } });
    expect(
      await t.app.db
        .selectFrom('billing_imports')
        .select('id')
        .where('file_name', '=', 'facturas.xlsx')
        .execute(),
    ).toEqual([]);
  });

  it('stores one import, and applies it once, under a retried Idempotency-Key', async () => {
    const supervisor = await staffTokenAs(t, 'supervisor');
    const first = await post(URL, supervisor, upload(CSV, 'reintento.csv'), 'billing-check-once');
    const second = await post(URL, supervisor, upload(CSV, 'reintento.csv'), 'billing-check-once');
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    const stored = await t.app.db
      .selectFrom('billing_imports')
      .select('id')
      .where('file_name', '=', 'reintento.csv')
      .execute();
    expect(stored).toHaveLength(1);

    const key = 'billing-apply-once';
    const applied = await post(`${URL}${first.json().id}/aplicar/`, supervisor, undefined, key);
    const replayed = await post(`${URL}${first.json().id}/aplicar/`, supervisor, undefined, key);
    expect(applied.statusCode).toBe(200);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(applied.json());
  });

  it('lets agentes read but not act, and needs a staff session', async () => {
    const agente = await staffTokenAs(t, 'agente');
    expect((await post(URL, agente, upload(CSV))).statusCode).toBe(403);
    const history = await t.request({ url: URL, headers: bearer(agente) });
    expect(history.statusCode).toBe(200);
    const [latest] = (history.json() as { items: ImportAnswer[] }).items;
    const opened = await t.request({ url: `${URL}${latest!.id}/`, headers: bearer(agente) });
    expect(opened.statusCode).toBe(200);
    expect((opened.json() as ImportAnswer).rows.length).toBeGreaterThan(0);
    expect((await t.request({ url: `${URL}999999/`, headers: bearer(agente) })).statusCode).toBe(404);
    expect((await post(`${URL}${latest!.id}/aplicar/`, agente)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: URL, payload: upload(CSV) })).statusCode).toBe(401);
    const exportUrl = '/api/admin/facturacion/pagos/exportacion/?from=2026-11-01&to=2026-11-30';
    expect((await t.request({ url: exportUrl, headers: bearer(agente) })).statusCode).toBe(403);
  });

  it('exports the payments as the billing system reads them, audited', async () => {
    const supervisor = await staffTokenAs(t, 'supervisor');
    const res = await t.request({
      url: '/api/admin/facturacion/pagos/exportacion/?from=2026-11-01&to=2026-11-30',
      headers: bearer(supervisor),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="pagos-2026-11-01-2026-11-30.csv"');
    expect(res.body.split('\r\n')[0]).toBe(
      'gateway,gateway_payment_id,clientenro,facturaid,importe,moneda,approved_at,status,reversed_at',
    );
    const [entry] = await audit('billing.payments_export');
    expect(JSON.parse(entry!.details!)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});
