// The payments export for the billing system's reconciliation (issue #13 §5) on both databases: one line per
// payment and invoice approved on the Ushuaia days asked for, in JSON and CSV, behind the billing key.
import { billingPaymentsExportSchema, messages, billingMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPayment } from '../support/billing-helpers.js';
import { createTestApp, dialects, type TestApp } from '../support/test-app.js';

const BILLING_KEY = 'billing-system-key-0123456789abcdef';
const URL = '/api/billing/payments/export/';

describe.each(dialects)('billing payments export (%s)', (dialect) => {
  let t: TestApp;
  const exportPayments = (query: string, headers: Record<string, string> = {}) =>
    t.request({ url: `${URL}?${query}`, headers: { 'x-billing-key': BILLING_KEY, ...headers } });

  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { BILLING_API_KEY: BILLING_KEY } });
    // 2 Nov 2026 in Ushuaia runs from 03:00Z on the 2nd to 03:00Z on the 3rd.
    await recordPayment(t, {
      gatewayPaymentId: 'mp-before',
      facturaid: 900103,
      cents: 100,
      approvedAt: '2026-11-02T02:59:59.999Z',
    });
    const split = await recordPayment(t, {
      gatewayPaymentId: 'mp-123456',
      facturaid: 900102,
      cents: 2_150_000,
      approvedAt: '2026-11-02T03:00:00.000Z',
    });
    await t.app.db
      .insertInto('payment_allocations')
      .values({
        payment_id: split,
        invoice_id: (
          await t.app.db
            .selectFrom('invoices')
            .select('id')
            .where('facturaid', '=', 900103)
            .executeTakeFirstOrThrow()
        ).id,
        amount_cents: 5_630_055,
      })
      .execute();
    await t.app.db.updateTable('payments').set({ amount_cents: 7_780_055 }).where('id', '=', split).execute();
    await recordPayment(t, {
      gatewayPaymentId: 'mp-refunded',
      facturaid: 900201,
      cents: 2_250_000,
      approvedAt: '2026-11-03T02:59:59.999Z',
      status: 'refunded',
    });
    await recordPayment(t, {
      gatewayPaymentId: 'mp-after',
      facturaid: 900401,
      cents: 100,
      approvedAt: '2026-11-03T03:00:00.000Z',
    });
  });
  afterAll(() => t?.close());

  it('lists each payment per invoice approved on the days asked for, in pesos and cents', async () => {
    const res = await exportPayments('from=2026-11-02&to=2026-11-02');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = billingPaymentsExportSchema.parse(res.json());
    expect(body).toEqual({
      from: '2026-11-02',
      to: '2026-11-02',
      payments: [
        {
          gateway: 'sandbox',
          gateway_payment_id: 'mp-123456',
          clientenro: 104523,
          facturaid: 900102,
          amount: 21_500,
          amount_cents: 2_150_000,
          currency: 'ARS',
          approved_at: '2026-11-02T03:00:00.000Z',
          status: 'approved',
          reversed_at: null,
        },
        expect.objectContaining({ gateway_payment_id: 'mp-123456', facturaid: 900103, amount: 56_300.55 }),
        expect.objectContaining({
          gateway_payment_id: 'mp-refunded',
          clientenro: 104601,
          status: 'refunded',
        }),
      ],
    });
    const wide = (await exportPayments('from=2026-11-01&to=2026-11-03')).json() as { payments: unknown[] };
    expect(wide.payments).toHaveLength(5);
  });

  it('answers CSV for Accept: text/csv and for format=csv, with exact decimal amounts', async () => {
    const expected = [
      'gateway,gateway_payment_id,clientenro,facturaid,importe,moneda,approved_at,status,reversed_at',
      'sandbox,mp-123456,104523,900102,21500.00,ARS,2026-11-02T03:00:00.000Z,approved,',
      'sandbox,mp-123456,104523,900103,56300.55,ARS,2026-11-02T03:00:00.000Z,approved,',
      'sandbox,mp-refunded,104601,900201,22500.00,ARS,2026-11-03T02:59:59.999Z,refunded,',
      '',
    ].join('\r\n');
    for (const res of [
      await exportPayments('from=2026-11-02&to=2026-11-02', { accept: 'text/csv' }),
      await exportPayments('from=2026-11-02&to=2026-11-02&format=csv'),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="pagos-2026-11-02-2026-11-02.csv"',
      );
      expect(res.body).toBe(expected);
    }
    const json = await exportPayments('from=2026-11-02&to=2026-11-02&format=json', { accept: 'text/csv' });
    expect(json.headers['content-type']).toContain('application/json');
  });

  it('refuses bad dates and a reversed range in Spanish, and a missing key', async () => {
    const reversed = await exportPayments('from=2026-11-03&to=2026-11-02');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { from: billingMessages.billingRangeInvalid },
    });
    const badDate = await exportPayments('from=2026-02-30&to=2026-03-01');
    expect(badDate.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { from: messages.invalidDate },
    });
    const noKey = await t.request({ url: `${URL}?from=2026-11-02&to=2026-11-02` });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().code).toBe('BILLING_KEY_INVALID');
  });
});
