// CSV bodies of the billing import (issue #13 §5, docs/billing.md) on both databases: one line per item,
// invoices reported by their first line, Windows-1252 files, and files refused as a whole.
import { billingMessages, messages, apiMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceState, storedItems } from '../support/billing-helpers.js';
import { createTestApp, dialects, type TestApp } from '../support/test-app.js';

const BILLING_KEY = 'billing-system-key-0123456789abcdef';
const URL = '/api/billing/invoices/import/';

describe.each(dialects)('billing CSV import (%s)', (dialect) => {
  let t: TestApp;
  const importCsv = (csv: string) =>
    t.request({
      method: 'POST',
      url: URL,
      headers: { 'x-billing-key': BILLING_KEY, 'content-type': 'text/csv' },
      payload: csv,
    });

  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { BILLING_API_KEY: BILLING_KEY } });
  });
  afterAll(() => t?.close());

  it('imports a CSV file: one line per item, a bad invoice reported by its first line', async () => {
    const csv = [
      'clientenro;facturaid;estado;emitida;vencimiento;importe;importe_saldo;periodo;tipo_cmp;pto_vta;nro_cmp;cae;cae_vencimiento;moneda;item_descripcion;item_cantidad;item_precio_unitario',
      '104523;930001;IMPAGA;2026-11-01;2026-11-20;25900.00;25900.00;2026-11;6;10;95;70417054367477;2026-11-11;PES;Internet 300 Megas;1;20000',
      '104523;930001;IMPAGA;2026-11-01;2026-11-20;25900.00;25900.00;2026-11;6;10;95;70417054367477;2026-11-11;PES;"Click TV; Full";1;5900',
      '104524;930002;ENVIADA;2026-11-01;2026-11-20;100;100;2026-11;;;;;;PES;;;',
      '104524;930003;IMPAGA;2026-11-01;2026-11-20;100;100;2026-11;;;;;;PES;Abono;1;100',
      '104524;930003;IMPAGA;2026-11-01;2026-11-21;100;100;2026-11;;;;;;PES;Abono;1;100',
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      inserted: 2,
      updated: 0,
      unchanged: 0,
      kept_saldo: [],
      rejected: [
        { row: 5, facturaid: 930003, errors: { vencimiento: billingMessages.billingCsvLinesDiffer } },
      ],
    });
    expect((await storedItems(t, 930001)).map((i) => i.descripcion)).toEqual([
      'Internet 300 Megas',
      'Click TV; Full',
    ]);
    expect(await invoiceState(t, 930002)).toMatchObject({ estado: 'ENVIADA', importe_cents: 10_000 });
    expect((await importCsv(csv)).json()).toMatchObject({ inserted: 0, unchanged: 2 });
  });

  it('reads Windows-1252 files, declared or detected, and refuses an unknown charset', async () => {
    const csv = [
      'clientenro,facturaid,estado,emitida,vencimiento,importe,importe_saldo,moneda,item_descripcion,item_cantidad,item_precio_unitario',
      '104523,950001,IMPAGA,2026-11-01,2026-11-20,100,100,PES,Instalación en Ushuaia (señal),1,100',
    ].join('\n');
    // 'latin1' writes each character as its one byte: ó and ñ are 0xF3 and 0xF1, invalid as UTF-8.
    const send = (contentType: string, facturaid: number) =>
      t.request({
        method: 'POST',
        url: URL,
        headers: { 'x-billing-key': BILLING_KEY, 'content-type': contentType },
        payload: Buffer.from(csv.replace('950001', String(facturaid)), 'latin1'),
      });
    expect((await send('text/csv; charset=windows-1252', 950001)).json()).toMatchObject({ inserted: 1 });
    expect((await send('text/csv', 950002)).json()).toMatchObject({ inserted: 1 });
    for (const facturaid of [950001, 950002]) {
      expect((await storedItems(t, facturaid))[0]?.descripcion).toBe('Instalación en Ushuaia (señal)');
    }
    const unknown = await send('text/csv; charset=ebcdic', 950003);
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a file of more than 5,000 invoices as a whole (issue #28 §2.4)', async () => {
    const header =
      'clientenro;facturaid;estado;emitida;vencimiento;importe;importe_saldo;periodo;tipo_cmp;pto_vta;nro_cmp;cae;cae_vencimiento;moneda;item_descripcion;item_cantidad;item_precio_unitario';
    const lines = Array.from(
      { length: 5001 },
      (_, i) => `104524;${940000 + i};IMPAGA;2026-11-01;2026-11-20;100;100;2026-11;;;;;;PES;Abono;1;100`,
    );
    const res = await importCsv([header, ...lines].join('\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: messages.validationFailed,
      fields: { _: billingMessages.billingTooManyRows },
    });
    expect(await invoiceState(t, 940000)).toBeUndefined();
    // 5,000 are read row by row (an unknown customer here, so the check stays quick).
    const unknown = lines.slice(0, 5000).map((line) => line.replace(/^104524;/, '999999;'));
    const taken = await importCsv([header, ...unknown].join('\n'));
    expect(taken.statusCode).toBe(200);
    expect(taken.json().rejected).toHaveLength(5000);
  });

  it('refuses a file that is not CSV with the header, as a whole', async () => {
    for (const csv of ['facturaid,"broken\n1,2', 'a,b\n1,2']) {
      const res = await importCsv(csv);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BILLING_CSV_INVALID', message: apiMessages.billingCsvInvalid });
    }
  });
});
