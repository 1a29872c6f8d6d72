import { describe, expect, it } from 'vitest';
import { accountInvoices } from '~/test/payments';
import { keptPaymentRequest, forgetPaymentRequest } from './kept-request';
import { buildPaymentRequest } from './payment-request';

const payer = { clientenro: 1001, email: 'cliente@example.com', name: 'Ana' };

describe('payment request body', () => {
  const [a, b] = [accountInvoices().facturas[2]!, accountInvoices().facturas[1]!];

  it('adds the balances in cents and sends pesos once (no float drift)', () => {
    const cents = [
      { ...a, importe_saldo: 0.1, importe_saldo_cents: 10 },
      { ...b, importe_saldo: 0.2, importe_saldo_cents: 20 },
    ];
    expect(buildPaymentRequest(cents, payer, new Date(), 123456).amount).toBe(0.3);
  });

  it('joins the random number, the invoice ids and the client number; the date is DD-MM-YYYY in Ushuaia', () => {
    // 02:30 UTC on 1 December is still 30 November in Ushuaia (UTC-3).
    const body = buildPaymentRequest([a, b], payer, new Date('2026-12-01T02:30:00Z'), 482913);
    expect(body).toMatchObject({
      transaction_id: '482913-900102-900103-1001',
      invoices_id: '900102,900103',
      amount: 77_800,
      date: '30-11-2026',
      client_id: 1001,
    });
  });

  it('keeps the body of a selection until it succeeded, so a retry sends the same Idempotency-Key', () => {
    const now = new Date();
    const first = keptPaymentRequest([a, b], payer, now);
    expect(keptPaymentRequest([a, b], payer, now)).toBe(first);
    expect(keptPaymentRequest([a], payer, now)).not.toBe(first);
    forgetPaymentRequest(first);
    expect(keptPaymentRequest([a, b], payer, now)).not.toBe(first);
  });

  it('makes a new body when a balance changed meanwhile', () => {
    const now = new Date();
    const first = keptPaymentRequest([a], payer, now);
    const changed = keptPaymentRequest([{ ...a, importe_saldo_cents: 100 }], payer, now);
    expect(changed).not.toBe(first);
    expect(changed.amount).toBe(1);
  });
});
