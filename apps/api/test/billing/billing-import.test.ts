// The billing system's invoice import (issue #13 §5) on both databases: its own key, bad rows reported in
// Spanish while good ones import, idempotent re-import, updates that replace items, the saldo rule against
// online payments and parallel imports of one file. CSV bodies: billing-import-csv.test.ts.
import { billingMessages, messages, pesosToCents, apiMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../support/test-app.js';
import { invoiceRow, invoiceState, recordPayment, storedItems } from '../support/billing-helpers.js';

const BILLING_KEY = 'billing-system-key-0123456789abcdef';
const URL = '/api/billing/invoices/import/';

/** 104524's row with no fiscal voucher (empty CAE and numbers) and no items. */
const rowWithoutVoucher = () =>
  invoiceRow({
    facturaid: 910004,
    clientenro: 104524,
    tipo_cmp: '',
    pto_vta: '',
    nro_cmp: '',
    cae: '',
    cae_vencimiento: '',
    items: [],
  });

describe.each(dialects)('billing invoice import (%s)', (dialect) => {
  let t: TestApp;
  const importJson = (rows: unknown, key: string | null = BILLING_KEY) =>
    t.request({
      method: 'POST',
      url: URL,
      headers: key ? { 'x-billing-key': key } : {},
      payload: rows as object,
    });

  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { BILLING_API_KEY: BILLING_KEY } });
  });
  afterAll(() => t?.close());

  it('refuses a missing or wrong billing key, and still asks for X-Api-Key', async () => {
    for (const key of [null, 'billing-system-key-0123456789abcdeX', 'short']) {
      const res = await importJson([invoiceRow()], key);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'BILLING_KEY_INVALID', message: apiMessages.billingKeyInvalid });
    }
    const noApiKey = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'x-billing-key': BILLING_KEY },
      payload: [invoiceRow()],
    });
    expect(noApiKey.statusCode).toBe(401);
    expect(noApiKey.json().code).toBe('API_KEY_MISSING');
    expect(await invoiceState(t, 910001)).toBeUndefined();
  });

  it('imports the good rows and reports each bad one with Spanish messages per field', async () => {
    const res = await importJson([
      invoiceRow(),
      invoiceRow({ facturaid: 910002, importe: '12.345' }),
      invoiceRow({ facturaid: 910003, clientenro: 999999 }),
      rowWithoutVoucher(),
      'nonsense',
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toEqual({
      inserted: 2,
      updated: 0,
      unchanged: 0,
      kept_saldo: [],
      rejected: [
        { row: 2, facturaid: 910002, errors: { importe: billingMessages.billingAmountInvalid } },
        { row: 3, facturaid: 910003, errors: { clientenro: billingMessages.billingCustomerUnknown } },
        { row: 5, facturaid: null, errors: { fila: billingMessages.billingRowNotObject } },
      ],
    });
    expect(await invoiceState(t, 910001)).toMatchObject({
      estado: 'IMPAGA',
      importe_cents: pesosToCents('21500.54'),
      importe_saldo_cents: pesosToCents('21500.54'),
      tipo_cmp: 6,
      pto_vta: 10,
      nro_cmp: 94,
      cae: '70417054367476',
      cae_vencimiento: '2026-11-11',
      moneda: 'PES',
    });
    expect(await storedItems(t, 910001)).toEqual([
      {
        position: 1,
        descripcion: 'Internet 300 Megas',
        cantidad: 1,
        precio_unitario_cents: 2_000_000,
        importe_cents: 2_000_000,
      },
      {
        position: 2,
        descripcion: 'Decodificador adicional',
        cantidad: 3,
        precio_unitario_cents: 50_018,
        importe_cents: 150_054,
      },
    ]);
    expect(await invoiceState(t, 910004)).toMatchObject({ cae: null, tipo_cmp: null });
    expect(await storedItems(t, 910004)).toEqual([]);
  });

  it('changes nothing when the same rows come again', async () => {
    const before = await invoiceState(t, 910001);
    const res = await importJson([invoiceRow(), rowWithoutVoucher()]);
    expect(res.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, rejected: [] });
    expect(await invoiceState(t, 910001)).toEqual(before);
  });

  it('updates a changed invoice and replaces its items', async () => {
    const res = await importJson([
      invoiceRow({
        estado: 'PARCIAL',
        importe_saldo: '1000',
        items: [{ descripcion: 'Abono Internet', cantidad: 2, precio_unitario: '10750.27' }],
      }),
    ]);
    expect(res.json()).toMatchObject({ inserted: 0, updated: 1, unchanged: 0 });
    expect(await invoiceState(t, 910001)).toMatchObject({ estado: 'PARCIAL', importe_saldo_cents: 100_000 });
    expect(await storedItems(t, 910001)).toEqual([
      {
        position: 1,
        descripcion: 'Abono Internet',
        cantidad: 2,
        precio_unitario_cents: 1_075_027,
        importe_cents: 2_150_054,
      },
    ]);
  });

  it('refuses to move an invoice to another customer', async () => {
    const res = await importJson([invoiceRow({ clientenro: 104524 })]);
    expect(res.json().rejected).toEqual([
      { row: 1, facturaid: 910001, errors: { facturaid: billingMessages.billingInvoiceOtherCustomer } },
    ]);
  });

  it('keeps the saldo online payments reduced, unless the billing system sends a lower one', async () => {
    // Seeded 900102: PARCIAL, 47.900 with 21.500 owed. An online payment of 10.000 leaves 11.500.
    const stale = {
      facturaid: 900102,
      estado: 'PARCIAL',
      importe: '54000',
      importe_saldo: '21500',
      items: [],
    };
    await recordPayment(t, {
      gatewayPaymentId: 'mp-kept-1',
      facturaid: 900102,
      cents: 1_000_000,
    });
    const first = await importJson([invoiceRow(stale)]);
    expect(first.json().kept_saldo).toEqual([
      { row: 1, facturaid: 900102, importe_saldo_cents: 2_150_000, saldo_portal_cents: 1_150_000 },
    ]);
    expect(await invoiceState(t, 900102)).toMatchObject({
      estado: 'PARCIAL',
      importe_saldo_cents: 1_150_000,
    });

    // Paid at a branch too: a lower saldo is news the portal did not have.
    const lower = await importJson([invoiceRow({ ...stale, importe_saldo: '5000' })]);
    expect(lower.json()).toMatchObject({ updated: 1, kept_saldo: [] });
    expect(await invoiceState(t, 900102)).toMatchObject({ estado: 'PARCIAL', importe_saldo_cents: 500_000 });

    // Fully paid online: the stale IMPAGA-style saldo cannot reopen it.
    await t.app.db
      .updateTable('invoices')
      .set({ estado: 'PAGA', importe_saldo_cents: 0 })
      .where('facturaid', '=', 900102)
      .execute();
    await importJson([invoiceRow({ ...stale, importe_saldo: '5000' })]);
    expect(await invoiceState(t, 900102)).toMatchObject({ estado: 'PAGA', importe_saldo_cents: 0 });

    // Once the payment is refunded it no longer counts: the billing system's saldo stands again.
    // Every payment on it, the seeded demo one included.
    await t.app.db
      .updateTable('payments')
      .set({ status: 'refunded' })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('payment_allocations')
          .innerJoin('invoices', 'invoices.id', 'payment_allocations.invoice_id')
          .select('payment_allocations.payment_id')
          .where('invoices.facturaid', '=', 900102),
      )
      .execute();
    const reopened = await importJson([invoiceRow(stale)]);
    expect(reopened.json()).toMatchObject({ updated: 1, kept_saldo: [] });
    expect(await invoiceState(t, 900102)).toMatchObject({
      estado: 'PARCIAL',
      importe_saldo_cents: 2_150_000,
    });
  });

  it('leaves one invoice per facturaid when the same file is imported in parallel', async () => {
    const rows = [920001, 920002, 920003].map((facturaid) => invoiceRow({ facturaid }));
    const reports = await Promise.all(Array.from({ length: 8 }, () => importJson(rows)));
    for (const res of reports) expect(res.statusCode).toBe(200);
    const bodies = reports.map(
      (res) => res.json() as { inserted: number; unchanged: number; updated: number },
    );
    expect(bodies.reduce((sum, b) => sum + b.inserted, 0)).toBe(3);
    expect(bodies.reduce((sum, b) => sum + b.unchanged, 0)).toBe(21);
    expect(bodies.every((b) => b.updated === 0)).toBe(true);
    const stored = await t.app.db
      .selectFrom('invoices')
      .select((eb) => ['facturaid', eb.fn.countAll<number>().as('n')])
      .where('facturaid', 'in', [920001, 920002, 920003])
      .groupBy('facturaid')
      .execute();
    expect(stored.map((r) => [r.facturaid, Number(r.n)])).toEqual([
      [920001, 1],
      [920002, 1],
      [920003, 1],
    ]);
    expect(await storedItems(t, 920002)).toHaveLength(2);
  });

  it('refuses more than 5,000 invoices as a whole, with a Spanish message (issue #28 §2.4)', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => invoiceRow({ facturaid: 950000 + i, items: [] }));
    const res = await importJson(rows);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: messages.validationFailed,
      fields: { _: billingMessages.billingTooManyRows },
    });
    expect(await invoiceState(t, 950000)).toBeUndefined();
  });

  it('stores descriptions and periods without NUL bytes or other control characters', async () => {
    const res = await importJson([
      invoiceRow({
        facturaid: 960001,
        periodo: '2026\u0000-11',
        items: [{ descripcion: 'Abono\u0000 Internet\u001b\r', cantidad: 1, precio_unitario: 21500.54 }],
      }),
    ]);
    expect(res.json()).toMatchObject({ inserted: 1, rejected: [] });
    expect((await invoiceState(t, 960001))?.periodo).toBe('2026-11');
    expect((await storedItems(t, 960001)).map((item) => item.descripcion)).toEqual(['Abono Internet']);
  });

  it('answers 503 when the server has no BILLING_API_KEY', async () => {
    const bare = await createTestApp({ dialect });
    try {
      const res = await bare.request({
        method: 'POST',
        url: URL,
        headers: { 'x-billing-key': BILLING_KEY },
        payload: [invoiceRow()],
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'BILLING_NOT_CONFIGURED',
        message: apiMessages.billingNotConfigured,
      });
    } finally {
      await bare.close();
    }
  });
});
