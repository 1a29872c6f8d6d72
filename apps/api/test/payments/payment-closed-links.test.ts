// Issue #28 §1 (ADR 0081): a link is never closed before the gateway is asked about it, and a closed link is
// still reconciled for 30 days with backoff, so a payment approved on it (a lost notification, cash paid after
// the expiry) is applied to what the customer still owes, its excess kept as a credit for staff.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/infrastructure/gateways/payments/gateway-error.js';
import { signatureHeader } from '../../src/infrastructure/gateways/payments/notification-signature.js';
import type { PaymentGateway } from '../../src/infrastructure/gateways/payments/payment-gateway.js';
import { CustomersRepository } from '../../src/areas/auth/customers-repository.js';
import { PaymentLinksRepository } from '../../src/areas/payments/payment-links-repository.js';
import { PaymentLinkCloser } from '../../src/areas/payments/payment-link-closer.js';
import { PaymentLinksService } from '../../src/areas/payments/payment-links-service.js';
import { mailbox } from '../support/account-helpers.js';
import {
  approvedWithoutNotice,
  createLink,
  decide,
  invoice,
  PAYER,
  resetPayer,
  settle,
  startPaymentsApp,
} from '../support/payment-helpers.js';
import { dialects, type TestApp } from '../support/test-app.js';

const DAY_MS = 86_400_000;

describe.each(dialects)('closed payment links (%s)', (dialect) => {
  let t: TestApp;
  let auth: { authorization: string };
  let base: string;
  let interval: number;

  beforeAll(async () => {
    ({ t, base, auth } = await startPaymentsApp(dialect));
    interval = t.config.paymentReconcileIntervalMs;
  });
  afterAll(() => t.close());
  beforeEach(() => resetPayer(t));

  const newLink = async (invoices: number[] = [PAYER.oldest], amount = 21_500) => {
    const res = await createLink(t, auth, invoices, amount);
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; checkout_url: string; expires_at: string };
  };
  const remove = (id: string) => t.request({ method: 'DELETE', url: `/api/payments/${id}/`, headers: auth });
  const linkRow = (id: string) =>
    t.app.db.selectFrom('payment_links').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const paymentsOf = (linkId: string) =>
    t.app.db.selectFrom('payments').selectAll().where('payment_link_id', '=', linkId).execute();
  const reconcile = (at: Date) => t.app.services.payments.reconciliation.reconcileOnce(at);
  const listInvoices = async () => {
    const res = await t.request({
      url: `/api/customer/${PAYER.cliente}/facturas/`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json().facturas as Array<{
      facturaid: number;
      pago_en_proceso: boolean;
      pago_en_proceso_link_id: string | null;
    }>;
  };
  const setInvoice = (facturaid: number, estado: string, saldo: number) =>
    t.app.db
      .updateTable('invoices')
      .set({ estado, importe_saldo_cents: saldo })
      .where('facturaid', '=', facturaid)
      .execute();

  it("applies an approved payment whose notification was lost when 'Eliminar link' is pressed", async () => {
    const link = await newLink();
    await approvedWithoutNotice(t, link);
    const deleted = await remove(link.id);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({
      code: 'PAYMENT_LINK_PAID',
      message: 'Este link ya se pagó: aplicamos el pago a tus facturas.',
    });
    expect(await invoice(t, PAYER.oldest)).toEqual({ estado: 'PAGA', importe_saldo_cents: 0 });
    expect((await linkRow(link.id)).status).toBe('paid');
    expect(await paymentsOf(link.id)).toHaveLength(1);
    // No second link is needed, nor possible, for the paid invoice.
    expect((await createLink(t, auth, [PAYER.oldest], 21_500)).json().code).toBe('INVOICES_NOT_PAYABLE');
  });

  it('expires the checkout at the gateway on delete: its page says so and Aprobar no longer pays', async () => {
    const link = await newLink();
    expect((await remove(link.id)).statusCode).toBe(204);
    const row = await linkRow(link.id);
    expect(row).toMatchObject({ status: 'cancelled', next_check_at: expect.any(String) });
    expect(new Date(row.next_check_at!).getTime() - new Date(row.closed_at!).getTime()).toBe(interval);
    const page = await t.app.inject({ url: new URL(link.checkout_url).pathname });
    expect(page.body).toContain('Este link de pago ya no acepta pagos');
    expect(page.body).not.toContain('Aprobar');
    const pressed = await decide(t, link.checkout_url, 'approve');
    expect(pressed.statusCode).toBe(410);
    const made = await t.app.db
      .selectFrom('sandbox_payments')
      .select('id')
      .where('checkout_id', '=', new URL(link.checkout_url).pathname.split('/').pop()!)
      .execute();
    expect(made).toEqual([]);
  });

  it('cancels locally when the gateway cannot be reached, and keeps reconciling the link', async () => {
    const link = await newLink();
    const real = t.app.services.payments.gateway;
    const down: PaymentGateway = {
      name: real.name,
      createCheckout: (request) => real.createCheckout(request),
      expireCheckout: async () => {
        throw new GatewayError('connection refused');
      },
      searchPayments: async () => {
        throw new GatewayError('connection refused');
      },
      getPayment: (id) => real.getPayment(id),
      verifyNotification: (notification) => real.verifyNotification(notification),
    };
    const repository = new PaymentLinksRepository(t.app.db);
    const confirmation = t.app.services.payments.confirmation;
    const service = new PaymentLinksService(
      repository,
      new CustomersRepository(t.app.db),
      down,
      confirmation,
      new PaymentLinkCloser(repository, down, confirmation, t.app.log, interval),
      () => base,
    );
    await service.delete([PAYER.cliente], link.id);
    const row = await linkRow(link.id);
    expect(row.status).toBe('cancelled');

    // Paid meanwhile (the checkout could not be expired): the job finds it on its next check of the link.
    await approvedWithoutNotice(t, link);
    const report = await reconcile(new Date(row.next_check_at!));
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect(await invoice(t, PAYER.oldest)).toEqual({ estado: 'PAGA', importe_saldo_cents: 0 });
  });

  it('applies cash approved after the link expired, and shows the invoice in process meanwhile', async () => {
    const link = await newLink();
    const pressed = await decide(t, link.checkout_url, 'pending');
    const paymentId = Number(new URL(pressed.headers.location as string).searchParams.get('payment_id'));
    await settle(t);
    expect((await linkRow(link.id)).in_process_payment_id).toBe(String(paymentId));
    const listed = (await listInvoices()).find((i) => i.facturaid === PAYER.oldest);
    expect(listed).toMatchObject({ pago_en_proceso: true, pago_en_proceso_link_id: link.id });
    expect((await listInvoices()).find((i) => i.facturaid === PAYER.next)?.pago_en_proceso).toBe(false);

    const expiredAt = new Date(new Date(link.expires_at).getTime() + 1);
    const expiry = await reconcile(expiredAt);
    expect(expiry.expired).toBeGreaterThanOrEqual(1);
    expect((await linkRow(link.id)).status).toBe('expired');
    // Still in process after the expiry: not offered, and refused, for a new payment.
    const again = await createLink(t, auth, [PAYER.oldest], 21_500);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'PAYMENT_IN_PROCESS',
      message: 'Ya hay un pago en proceso para esta factura. Esperá su confirmación o verificá el pago.',
    });

    // The cash is paid at a counter two days later and the gateway's notification is lost.
    await t.app.db
      .updateTable('sandbox_payments')
      .set({ status: 'approved', status_detail: 'accredited', date_approved: new Date().toISOString() })
      .where('id', '=', paymentId)
      .execute();
    const later = await reconcile(new Date(expiredAt.getTime() + 2 * DAY_MS));
    expect(later.paid).toBeGreaterThanOrEqual(1);
    expect(await invoice(t, PAYER.oldest)).toEqual({ estado: 'PAGA', importe_saldo_cents: 0 });
    expect(await linkRow(link.id)).toMatchObject({ status: 'paid', in_process_payment_id: null });
    expect((await listInvoices()).every((i) => !i.pago_en_proceso)).toBe(true);
  });

  it('makes the invoices payable again once the payment in process is rejected', async () => {
    const link = await newLink();
    const pressed = await decide(t, link.checkout_url, 'pending');
    const paymentId = new URL(pressed.headers.location as string).searchParams.get('payment_id');
    await settle(t);
    expect((await remove(link.id)).statusCode).toBe(204);
    expect((await createLink(t, auth, [PAYER.oldest], 21_500)).json().code).toBe('PAYMENT_IN_PROCESS');
    // The other invoice alone is still payable: only the one in process is held back.
    const next = await createLink(t, auth, [PAYER.next], 47_900);
    expect(next.statusCode).toBe(201);
    expect((await remove(next.json().id)).statusCode).toBe(204);

    const rejected = await t.app.inject({
      method: 'POST',
      url: `/pasarela-sandbox/pagos/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=rejected',
    });
    expect(rejected.statusCode).toBe(303);
    await settle(t);
    expect((await listInvoices()).every((i) => !i.pago_en_proceso)).toBe(true);
    expect((await createLink(t, auth, [PAYER.oldest], 21_500)).statusCode).toBe(201);
  });

  it('never makes a link for an invoice in process, however Eliminar link and new links race', async () => {
    const link = await newLink();
    await decide(t, link.checkout_url, 'pending');
    await settle(t);
    const answers = await Promise.all([
      remove(link.id),
      ...Array.from({ length: 6 }, () => createLink(t, auth, [PAYER.oldest], 21_500)),
    ]);
    expect(answers[0]!.statusCode).toBe(204);
    expect(answers.slice(1).map((a) => a.statusCode)).toEqual(Array(6).fill(409));
    const made = await t.app.db
      .selectFrom('payment_link_invoices')
      .innerJoin('invoices', 'invoices.id', 'payment_link_invoices.invoice_id')
      .where('invoices.facturaid', '=', PAYER.oldest)
      .where('payment_link_invoices.payment_link_id', '<>', link.id)
      .innerJoin('payment_links', 'payment_links.id', 'payment_link_invoices.payment_link_id')
      .where('payment_links.status', '=', 'pending')
      .select('payment_links.id')
      .execute();
    expect(made).toEqual([]);
  });

  it('applies a payment on a cancelled link whose invoices were paid meanwhile to the other debt', async () => {
    const link = await newLink();
    expect((await remove(link.id)).statusCode).toBe(204);
    await approvedWithoutNotice(t, link);
    await setInvoice(PAYER.oldest, 'PAGA', 0); // paid at the office meanwhile
    const { next_check_at: due } = await linkRow(link.id);
    expect((await reconcile(new Date(due!))).paid).toBeGreaterThanOrEqual(1);
    expect(await invoice(t, PAYER.next)).toEqual({ estado: 'PARCIAL', importe_saldo_cents: 2_640_000 });
    const [payment] = await paymentsOf(link.id);
    const allocations = await t.app.db
      .selectFrom('payment_allocations')
      .select('amount_cents')
      .where('payment_id', '=', payment!.id)
      .execute();
    expect(allocations).toEqual([{ amount_cents: 2_150_000 }]);
  });

  it('keeps what no invoice can take as a credit flagged for staff, never lost', async () => {
    const link = await newLink();
    expect((await remove(link.id)).statusCode).toBe(204);
    await approvedWithoutNotice(t, link);
    await setInvoice(PAYER.oldest, 'PAGA', 0);
    await setInvoice(PAYER.next, 'PAGA', 0);
    const alertsBefore = (await mailbox(t)).filter((m) => m.subject.startsWith('Pago con saldo a favor'));
    const { next_check_at: due } = await linkRow(link.id);
    await reconcile(new Date(due!));
    const [payment] = await paymentsOf(link.id);
    const credits = await t.app.db
      .selectFrom('customer_credits')
      .select(['amount_cents', 'status'])
      .where('payment_id', '=', payment!.id)
      .execute();
    expect(credits).toEqual([{ amount_cents: 2_150_000, status: 'to_review' }]);
    const alerts = (await mailbox(t)).filter((m) => m.subject.startsWith('Pago con saldo a favor'));
    expect(alerts.length).toBe(alertsBefore.length + 1);
    expect(alerts[0]!.to).toBe(t.config.staffEmail);
  });

  it('asks about a closed link less and less often, for 30 days', async () => {
    const link = await newLink();
    expect((await remove(link.id)).statusCode).toBe(204);
    const closedAt = new Date((await linkRow(link.id)).closed_at!).getTime();
    const checkedAt = async () => (await linkRow(link.id)).last_checked_at;

    await reconcile(new Date(closedAt + interval / 2));
    expect(await checkedAt()).toBeNull();
    const schedule: number[] = [];
    let at = closedAt + interval;
    for (let i = 0; i < 4; i++) {
      await reconcile(new Date(at));
      expect(await checkedAt()).toBe(new Date(at).toISOString());
      at = new Date((await linkRow(link.id)).next_check_at!).getTime();
      schedule.push((at - closedAt) / interval);
    }
    expect(schedule).toEqual([2, 4, 8, 16]);

    await reconcile(new Date(closedAt + 29 * DAY_MS));
    expect(new Date((await linkRow(link.id)).next_check_at!).getTime()).toBe(closedAt + 30 * DAY_MS);
    await reconcile(new Date(closedAt + 30 * DAY_MS));
    expect((await linkRow(link.id)).next_check_at).toBeNull();
    const last = await checkedAt();
    await reconcile(new Date(closedAt + 31 * DAY_MS));
    expect(await checkedAt()).toBe(last);
  });

  it('applies once when Eliminar link, the webhook and the job race over one approved payment', async () => {
    const link = await newLink([PAYER.oldest, PAYER.next], 69_400);
    const paymentId = String(await approvedWithoutNotice(t, link, 6_940_000));
    const notify = () => {
      const requestId = randomUUID();
      return fetch(`${base}/api/payments/webhook/?source_news=webhooks&data.id=${paymentId}&type=payment`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': signatureHeader(t.config.sandboxWebhookSecret, paymentId, requestId, '1'),
          'x-request-id': requestId,
        },
        body: JSON.stringify({ type: 'payment', data: { id: paymentId } }),
      });
    };
    const [deleted] = await Promise.all([
      remove(link.id),
      remove(link.id),
      notify(),
      notify(),
      t.app.services.payments.reconciliation.reconcileOnce(new Date(), { anyAge: true }),
      t.app.services.payments.reconciliation.reconcileOnce(new Date(), { anyAge: true }),
    ]);
    await settle(t);
    expect(deleted.statusCode).toBe(409);
    expect(await paymentsOf(link.id)).toHaveLength(1);
    expect(await invoice(t, PAYER.oldest)).toEqual({ estado: 'PAGA', importe_saldo_cents: 0 });
    expect(await invoice(t, PAYER.next)).toEqual({ estado: 'PAGA', importe_saldo_cents: 0 });
    expect((await linkRow(link.id)).status).toBe('paid');
    const [payment] = await paymentsOf(link.id);
    const credits = await t.app.db
      .selectFrom('customer_credits')
      .select('id')
      .where('payment_id', '=', payment!.id)
      .execute();
    expect(credits).toEqual([]);
  });
});
