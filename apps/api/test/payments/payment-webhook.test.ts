// Confirmation that holds (issue #13 §4), through the sandbox gateway over real HTTP: its checkout posts a
// signed notification to the listening server, which fetches the payment back from the gateway's API before
// applying anything. Bad signatures, replays, mismatching payments, out-of-order statuses and reversals.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../src/infrastructure/gateways/payments/notification-signature.js';
import { mailbox } from '../support/account-helpers.js';
import {
  createLink,
  decide,
  invoice,
  PAYER,
  resetPayer,
  settle,
  startPaymentsApp,
} from '../support/payment-helpers.js';
import { dialects, type TestApp } from '../support/test-app.js';

describe.each(dialects)('payment webhook (%s)', (dialect) => {
  let t: TestApp;
  let auth: { authorization: string };
  let base: string;

  beforeAll(async () => void ({ t, base, auth } = await startPaymentsApp(dialect)));
  afterAll(() => t.close());
  beforeEach(() => resetPayer(t));

  /** A notification signed like the sandbox signs them (or with another secret). */
  function notify(paymentId: string, secret = t.config.sandboxWebhookSecret) {
    const requestId = randomUUID();
    return fetch(`${base}/api/payments/webhook/?source_news=webhooks&data.id=${paymentId}&type=payment`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': signatureHeader(secret, paymentId, requestId, String(Date.now())),
        'x-request-id': requestId,
      },
      body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id: paymentId } }),
    });
  }

  const newLink = async (invoices: number[] = [PAYER.oldest], amount = 21_500) => {
    const res = await createLink(t, auth, invoices, amount);
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; checkout_url: string };
  };
  const payments = () => t.app.db.selectFrom('payments').selectAll().execute();
  const receipts = async () => (await mailbox(t)).filter((m) => m.subject.startsWith('Recibimos tu pago'));
  const notifications = () =>
    t.app.db.selectFrom('gateway_notifications').selectAll().orderBy('id').execute();

  it('pays the two oldest invoices through the checkout, the webhook and a receipt mail', async () => {
    const receiptsBefore = (await receipts()).length;
    const link = await newLink([PAYER.oldest, PAYER.next], 69_400);
    const page = await t.app.inject({ url: new URL(link.checkout_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Aprobar');
    // The gateway's items carry the fiscal numbers the PDFs print.
    expect(page.body).toContain('<td>Factura B 0003-00012102</td>');
    expect(page.body).toContain('<td>Factura B 0003-00012103</td>');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");

    const answer = await decide(t, link.checkout_url, 'approve');
    expect(answer.statusCode).toBe(303);
    const back = new URL(answer.headers.location as string);
    expect(back.pathname).toBe('/mi-cuenta/pagos/regreso');
    expect(back.searchParams.get('link')).toBe(link.id);
    expect(back.searchParams.get('status')).toBe('approved');
    await settle(t);

    expect(await invoice(t, PAYER.oldest)).toEqual({ estado: 'PAGA', importe_saldo_cents: 0 });
    expect(await invoice(t, PAYER.next)).toEqual({ estado: 'PAGA', importe_saldo_cents: 0 });
    const [notification] = (await notifications()).slice(-1);
    expect(notification).toMatchObject({
      status: 'processed',
      gateway_payment_id: back.searchParams.get('payment_id'),
    });
    expect(JSON.parse(notification!.headers_json)['x-signature']).toMatch(/^ts=\d+,v1=[0-9a-f]{64}$/);
    const mails = await receipts();
    expect(mails.length).toBe(receiptsBefore + 1);
    expect(mails[0]!.text).toMatch(/^- Factura B 0003-00012102: .* \(pagada\)$/m);
    expect(mails[0]!.text).toMatch(/^- Factura B 0003-00012103: .* \(pagada\)$/m);
    expect(mails[0]!.text).not.toContain('900102');
    expect(mails[0]!.text).toContain('Mi cuenta > Mis facturas');

    const verified = await t.request({
      method: 'POST',
      url: `/api/payments/${link.id}/verificar/`,
      headers: auth,
    });
    expect(verified.json()).toMatchObject({ outcome: 'paid', link: { status: 'paid' } });
  });

  it('refuses a bad signature with 401 and keeps the notification', async () => {
    const res = await notify('999', 'another-secret-of-some-length');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const [stored] = (await notifications()).slice(-1);
    expect(stored).toMatchObject({ status: 'rejected', result: 'invalid signature' });
    expect(stored!.body).toContain('"payment.updated"');
  });

  it('stores a notification whose body is not JSON before refusing it', async () => {
    const res = await fetch(`${base}/api/payments/webhook/?data.id=1&type=payment`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-signature': 'ts=1,v1=00' },
      body: 'not json',
    });
    expect(res.status).toBe(401);
    const [stored] = (await notifications()).slice(-1);
    expect(stored).toMatchObject({ status: 'rejected', body: 'not json' });
    expect(JSON.parse(stored!.query_json)).toEqual({ 'data.id': '1', type: 'payment' });
  });

  it('pays once when the same notification arrives ten times at once', async () => {
    const link = await newLink();
    const paid = new URL((await decide(t, link.checkout_url, 'approve')).headers.location as string);
    const paymentId = paid.searchParams.get('payment_id')!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(paymentId)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    await settle(t);
    const rows = (await payments()).filter((p) => p.gateway_payment_id === paymentId);
    expect(rows).toHaveLength(1);
    expect(await invoice(t, PAYER.oldest)).toEqual({ estado: 'PAGA', importe_saldo_cents: 0 });
    expect(await invoice(t, PAYER.next)).toEqual({ estado: 'IMPAGA', importe_saldo_cents: 4_790_000 });
    const mine = (await receipts()).filter((m) => m.text.includes(`operación ${paymentId})`));
    expect(mine).toHaveLength(1);
  });

  it("ignores a payment whose amount, currency or reference is not the link's", async () => {
    const link = await newLink();
    const checkoutId = new URL(link.checkout_url).pathname.split('/').pop()!;
    const { transaction_id } = await t.app.db
      .selectFrom('payment_links')
      .select('transaction_id')
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    const forged = [
      { amount_cents: 100, currency: 'ARS', external_reference: transaction_id },
      { amount_cents: 2_150_000, currency: 'USD', external_reference: transaction_id },
      { amount_cents: 2_150_000, currency: 'ARS', external_reference: 'someone-else' },
    ];
    for (const values of forged) {
      const row = await t.app.db
        .insertInto('sandbox_payments')
        .values({
          checkout_id: checkoutId,
          status: 'approved',
          status_detail: 'accredited',
          date_approved: new Date().toISOString(),
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await notify(String(row.id))).status).toBe(200);
    }
    await settle(t);
    const results = (await notifications()).slice(-3);
    expect(results.map((n) => n.status)).toEqual(['ignored', 'ignored', 'ignored']);
    expect(results.map((n) => n.result)).toEqual([
      'amount 100 cents, link 2150000',
      'currency USD',
      'reference of no payment link',
    ]);
    expect(await invoice(t, PAYER.oldest)).toEqual({ estado: 'PARCIAL', importe_saldo_cents: 2_150_000 });
  });

  it('leaves a pending payment pending, and pays when the gateway approves it later', async () => {
    const link = await newLink();
    const back = new URL((await decide(t, link.checkout_url, 'pending')).headers.location as string);
    expect(back.searchParams.get('status')).toBe('in_process');
    await settle(t);
    expect(await invoice(t, PAYER.oldest)).toEqual({ estado: 'PARCIAL', importe_saldo_cents: 2_150_000 });
    const pending = await t.request({
      method: 'POST',
      url: `/api/payments/${link.id}/verificar/`,
      headers: auth,
    });
    expect(pending.json().outcome).toBe('pending');

    const approve = await t.app.inject({
      method: 'POST',
      url: `/pasarela-sandbox/pagos/${back.searchParams.get('payment_id')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=approved',
    });
    expect(approve.statusCode).toBe(303);
    await settle(t);
    expect(await invoice(t, PAYER.oldest)).toEqual({ estado: 'PAGA', importe_saldo_cents: 0 });
  });

  it('answers declined for a rejected payment and keeps the link open', async () => {
    const link = await newLink();
    await decide(t, link.checkout_url, 'reject');
    await settle(t);
    const res = await t.request({
      method: 'POST',
      url: `/api/payments/${link.id}/verificar/`,
      headers: auth,
    });
    expect(res.json()).toMatchObject({ outcome: 'declined', link: { status: 'pending' } });
  });

  it('reopens the invoices and alerts staff on a charge back', async () => {
    const link = await newLink([PAYER.oldest, PAYER.next], 69_400);
    const back = new URL((await decide(t, link.checkout_url, 'approve')).headers.location as string);
    await settle(t);
    expect(await invoice(t, PAYER.next)).toEqual({ estado: 'PAGA', importe_saldo_cents: 0 });
    await t.app.inject({
      method: 'POST',
      url: `/pasarela-sandbox/pagos/${back.searchParams.get('payment_id')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=charged_back',
    });
    await settle(t);
    expect(await invoice(t, PAYER.oldest)).toEqual({ estado: 'PARCIAL', importe_saldo_cents: 2_150_000 });
    expect(await invoice(t, PAYER.next)).toEqual({ estado: 'IMPAGA', importe_saldo_cents: 4_790_000 });
    const payment = (await payments()).find(
      (p) => p.gateway_payment_id === back.searchParams.get('payment_id'),
    );
    expect(payment?.status).toBe('charged_back');
    const alert = (await mailbox(t)).find((m) => m.subject.startsWith('Pago revertido (contracargo)'));
    expect(alert?.to).toBe(t.config.staffEmail);
    expect(alert?.text).toMatch(/^- Factura B 0003-00012102: /m);
    expect(alert?.text).toMatch(/^- Factura B 0003-00012103: /m);
  });
});
