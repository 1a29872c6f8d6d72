// Recovery when the happy path breaks (issue #13 §4): a notification whose processing failed (the gateway was
// down) is retried by the worker, and a payment whose notification never arrived is applied by the
// reconciliation job once its link is old enough.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/infrastructure/gateways/payments/gateway-error.js';
import { signatureHeader } from '../../src/infrastructure/gateways/payments/notification-signature.js';
import type { PaymentGateway } from '../../src/infrastructure/gateways/payments/payment-gateway.js';
import { CustomersRepository } from '../../src/areas/auth/customers-repository.js';
import { GatewayNotificationsRepository } from '../../src/areas/payments/gateway-notifications-repository.js';
import { PaymentLinksRepository } from '../../src/areas/payments/payment-links-repository.js';
import { PaymentLinkCloser } from '../../src/areas/payments/payment-link-closer.js';
import { PaymentLinksService } from '../../src/areas/payments/payment-links-service.js';
import { PaymentNotificationsService } from '../../src/areas/payments/payment-notifications-service.js';
import {
  approvedWithoutNotice,
  createLink,
  invoice,
  PAYER,
  paymentRequestBody,
  resetPayer,
  settle,
  startPaymentsApp,
} from '../support/payment-helpers.js';
import { dialects, type TestApp } from '../support/test-app.js';

describe.each(dialects)('payment recovery (%s)', (dialect) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => void ({ t, auth } = await startPaymentsApp(dialect)));
  afterAll(() => t.close());
  beforeEach(() => resetPayer(t));

  const newLink = async () => {
    const res = await createLink(t, auth, [PAYER.oldest], 21_500);
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; checkout_url: string };
  };
  const notifications = () =>
    t.app.db.selectFrom('gateway_notifications').selectAll().orderBy('id').execute();

  it('retries a notification whose processing failed while the gateway was down', async () => {
    const paymentId = String(await approvedWithoutNotice(t, await newLink()));
    const real = t.app.services.payments.gateway;
    let calls = 0;
    const flaky: PaymentGateway = {
      name: real.name,
      createCheckout: (request) => real.createCheckout(request),
      expireCheckout: (id, at) => real.expireCheckout(id, at),
      getPayment: async (id) => {
        if (++calls === 1) throw new GatewayError('connection refused');
        return real.getPayment(id);
      },
      searchPayments: (reference) => real.searchPayments(reference),
      verifyNotification: (notification) => real.verifyNotification(notification),
    };
    const worker = new PaymentNotificationsService(
      flaky,
      new GatewayNotificationsRepository(t.app.db),
      t.app.services.payments.confirmation,
      t.app.log,
      { retryDelaysMs: [60_000] },
    );
    const requestId = randomUUID();
    await worker.receive({
      headers: {
        'x-signature': signatureHeader(t.config.sandboxWebhookSecret, paymentId, requestId, '1'),
        'x-request-id': requestId,
      },
      query: { 'data.id': paymentId, type: 'payment' },
      rawBody: '{}',
    });
    await worker.idle();
    const [failed] = (await notifications()).slice(-1);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, result: 'gateway: connection refused' });
    expect(await invoice(t, PAYER.oldest)).toEqual({ estado: 'PARCIAL', importe_saldo_cents: 2_150_000 });

    await worker.processDue(() => new Date(Date.now() + 61_000));
    const [processed] = (await notifications()).slice(-1);
    expect(processed).toMatchObject({ status: 'processed', attempts: 2 });
    expect(await invoice(t, PAYER.oldest)).toEqual({ estado: 'PAGA', importe_saldo_cents: 0 });
    await worker.stop();
  });

  it('recovers a lost webhook with the reconciliation job', async () => {
    await approvedWithoutNotice(t, await newLink());
    const early = await t.app.services.payments.reconciliation.reconcileOnce();
    expect(early.paid).toBe(0);
    const later = await t.app.services.payments.reconciliation.reconcileOnce(
      new Date(Date.now() + 11 * 60_000),
    );
    expect(later).toMatchObject({ paid: 1, failed: 0 });
    expect(await invoice(t, PAYER.oldest)).toEqual({ estado: 'PAGA', importe_saldo_cents: 0 });
  });

  it("recovers a notification the sandbox never sent with its 'Conciliar ahora'", async () => {
    const link = await newLink();
    const before = (await notifications()).length;
    const pressed = await t.app.inject({
      method: 'POST',
      url: new URL(link.checkout_url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'notify=no&decision=approve',
    });
    expect(pressed.statusCode).toBe(303);
    await settle(t);
    expect((await notifications()).length).toBe(before);
    expect(await invoice(t, PAYER.oldest)).toEqual({ estado: 'PARCIAL', importe_saldo_cents: 2_150_000 });

    const reconciled = await t.app.inject({ method: 'POST', url: '/pasarela-sandbox/conciliar' });
    expect(reconciled.statusCode).toBe(303);
    expect(reconciled.headers.location).toBe('/pasarela-sandbox/pagos?revisados=1&pagados=1');
    expect(await invoice(t, PAYER.oldest)).toEqual({ estado: 'PAGA', importe_saldo_cents: 0 });
    const page = await t.app.inject({ url: reconciled.headers.location as string });
    expect(page.body).toContain('Links de pago revisados: 1; pagados: 1.');
  });

  it('answers 502 when the gateway cannot make the checkout, and leaves no link behind', async () => {
    const real = t.app.services.payments.gateway;
    const down: PaymentGateway = {
      name: real.name,
      createCheckout: async () => {
        throw new GatewayError('connection refused');
      },
      expireCheckout: (id, at) => real.expireCheckout(id, at),
      getPayment: (id) => real.getPayment(id),
      searchPayments: (reference) => real.searchPayments(reference),
      verifyNotification: (notification) => real.verifyNotification(notification),
    };
    const repository = new PaymentLinksRepository(t.app.db);
    const confirmation = t.app.services.payments.confirmation;
    const links = new PaymentLinksService(
      repository,
      new CustomersRepository(t.app.db),
      down,
      confirmation,
      new PaymentLinkCloser(repository, down, confirmation, t.app.log, 600_000),
      () => 'http://127.0.0.1:1',
    );
    const body = paymentRequestBody([PAYER.oldest], 21_500) as Parameters<typeof links.create>[1];
    await expect(links.create([PAYER.cliente], body)).rejects.toMatchObject({
      code: 'PAYMENT_GATEWAY_ERROR',
      statusCode: 502,
    });
    const pending = await t.app.db
      .selectFrom('payment_links')
      .where('status', '=', 'pending')
      .select('id')
      .execute();
    expect(pending).toEqual([]);
    expect((await createLink(t, auth, [PAYER.oldest], 21_500)).statusCode).toBe(201);
  });
});
