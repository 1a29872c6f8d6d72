// Account modal 5's endpoints (spec §4, §7; issue #13 §2): the server recomputes the amount from the invoices
// it holds, takes only the customer's oldest open invoices in order, keeps one open link per customer record
// under parallel requests, and answers an Idempotency-Key retry with the first link.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import { createLink, PAYER, paymentRequestBody, startPaymentsApp } from '../support/payment-helpers.js';
import { createTestApp, dialects, type TestApp } from '../support/test-app.js';

describe.each(dialects)('payment links (%s)', (dialect) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => void ({ t, auth } = await startPaymentsApp(dialect)));
  afterAll(() => t.close());

  const checkUrl = (nro: number = PAYER.cliente) =>
    t.request({
      method: 'POST',
      url: '/api/payments/check-url/?empresa=uv',
      headers: auth,
      payload: { nro },
    });
  const remove = (id: string) => t.request({ method: 'DELETE', url: `/api/payments/${id}/`, headers: auth });

  it('answers 204 without an open link, then creates one for the oldest invoice and shows it', async () => {
    expect((await checkUrl()).statusCode).toBe(204);
    const created = await createLink(t, auth, [PAYER.oldest], 21_500);
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({
      data: { first_total: 21_500, first_total_cents: 2_150_000 },
      status: 'pending',
      // The customer reads the fiscal number; facturaid stays the key.
      invoices: [
        { facturaid: PAYER.oldest, numero_fiscal: 'Factura B 0003-00012102', importe_saldo_cents: 2_150_000 },
      ],
    });
    expect(link.checkout_url).toMatch(/\/pasarela-sandbox\/checkout\/[0-9a-f-]{36}$/);
    // Overdue invoice: the checkout stays open until the end of tomorrow in Ushuaia (03:00 UTC after it).
    expect(link.expires_at).toMatch(/T02:59:59\.999Z$/);
    const shown = await checkUrl();
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(link);

    expect((await remove(link.id)).statusCode).toBe(204);
    expect((await checkUrl()).statusCode).toBe(204);
    const again = await remove(link.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYMENT_LINK_CLOSED');
  });

  it('refuses an amount that is not the balance of the invoices, in cents', async () => {
    const res = await createLink(t, auth, [PAYER.oldest], 21_499.99);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_AMOUNT_MISMATCH',
      message: expect.stringMatching(/importe/),
    });
  });

  it('refuses foreign invoices, paid ones and a selection that skips the oldest', async () => {
    for (const [invoices, amount] of [
      [[900201], 22_500], // nuevo@example.com's invoice
      [[900101], 47_900], // PAGA
      [[PAYER.next], 47_900], // skips 900102
      [[PAYER.oldest, PAYER.oldest], 43_000],
    ] as const) {
      const res = await createLink(t, auth, [...invoices], amount);
      expect(res.statusCode, invoices.join()).toBe(422);
      expect(res.json().code).toBe('INVOICES_NOT_PAYABLE');
    }
  });

  it('asks a PAGADOS customer to pay the two oldest invoices together', async () => {
    const setCondition = (condicion: string) =>
      t.app.db
        .updateTable('customers')
        .set({ condicion_de_pago: condicion })
        .where('cliente', '=', PAYER.cliente)
        .execute();
    await setCondition('PAGADOS');
    try {
      const one = await createLink(t, auth, [PAYER.oldest], 21_500);
      expect(one.statusCode).toBe(400);
      expect(one.json()).toEqual({ code: 'PAY_BOTH_INVOICES', message: 'Tenés que pagar las dos facturas.' });
      const both = await createLink(t, auth, [PAYER.oldest, PAYER.next], 69_400);
      expect(both.statusCode).toBe(201);
      expect((await remove(both.json().id)).statusCode).toBe(204);
    } finally {
      await setCondition('');
    }
  });

  it("refuses another customer's number and a link of another login", async () => {
    const foreign = await t.request({
      method: 'POST',
      url: '/api/payments/payment-request/?empresa=uv',
      headers: auth,
      payload: paymentRequestBody([900201], 22_500, { client_id: 104601 }),
    });
    expect(foreign.statusCode).toBe(403);
    expect((await checkUrl(104702)).statusCode).toBe(403);

    const created = await createLink(t, auth, [PAYER.oldest, PAYER.next], 69_400);
    expect(created.statusCode).toBe(201);
    const other = await loginAs(t, 'datos@example.com', 'Demo1234');
    const stranger = { authorization: `Bearer ${other.token}` };
    const res = await t.request({
      method: 'DELETE',
      url: `/api/payments/${created.json().id}/`,
      headers: stranger,
    });
    expect(res.statusCode).toBe(403);
    expect((await remove(created.json().id)).statusCode).toBe(204);
  });

  it('keeps one open link per customer record when ten requests race', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => createLink(t, auth, [PAYER.oldest], 21_500)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('PAYMENT_LINK_EXISTS');
    const open = await t.app.db
      .selectFrom('payment_links')
      .select('id')
      .where('status', '=', 'pending')
      .execute();
    expect(open).toHaveLength(1);
    expect((await remove(open[0]!.id)).statusCode).toBe(204);
  });

  it('refuses a transaction id used before', async () => {
    const body = paymentRequestBody([PAYER.oldest], 21_500);
    const send = () =>
      t.request({
        method: 'POST',
        url: '/api/payments/payment-request/?empresa=uv',
        headers: auth,
        payload: body,
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    expect((await send()).json().code).toBe('PAYMENT_LINK_EXISTS');
    expect((await remove(first.json().id)).statusCode).toBe(204);
    const reused = await send();
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('CONFLICT');
  });

  it('hides an expired link and lets the reconciliation job close it', async () => {
    const created = await createLink(t, auth, [PAYER.oldest], 21_500);
    const { id, expires_at: expiresAt } = created.json();
    const after = new Date(new Date(expiresAt).getTime() + 1);
    expect(await t.app.services.payments.links.openLink([PAYER.cliente], PAYER.cliente, after)).toBeNull();
    const report = await t.app.services.payments.reconciliation.reconcileOnce(after);
    expect(report.expired).toBe(1);
    const link = await t.app.db
      .selectFrom('payment_links')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(link?.status).toBe('expired');
  });

  it('answers a retry with the same Idempotency-Key with the first link, creating nothing', async () => {
    const key = randomUUID();
    const body = paymentRequestBody([PAYER.oldest], 21_500);
    const send = () =>
      t.request({
        method: 'POST',
        url: '/api/payments/payment-request/?empresa=uv',
        headers: { ...auth, 'idempotency-key': key },
        payload: body,
      });
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const links = await t.app.db
      .selectFrom('payment_links')
      .select('id')
      .where('status', '=', 'pending')
      .execute();
    expect(links).toHaveLength(1);
    expect((await remove(first.json().id)).statusCode).toBe(204);
  });
});

describe('the sandbox gateway in production', () => {
  it('serves none of its pages: they would approve any payment for anyone', async () => {
    const t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        DEBIT_ENCRYPTION_KEY: 'ab'.repeat(32),
        SEED_DEMO: 'false',
      },
    });
    try {
      for (const url of [
        '/pasarela-sandbox/pagos',
        '/pasarela-sandbox/checkout/x',
        '/pasarela-sandbox/v1/payments/1',
      ]) {
        expect((await t.app.inject({ url })).statusCode, url).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});
