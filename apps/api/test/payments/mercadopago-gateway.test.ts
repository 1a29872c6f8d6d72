// The Mercado Pago adapter against recorded fixtures of MP's documented API (issue #13 §3): what the official
// SDK sends for a Checkout Pro preference, how payments of every status map to GatewayPayment in cents, 404 as
// null and other failures as GatewayError, and the documented webhook signature scheme.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/infrastructure/gateways/payments/gateway-error.js';
import {
  createMercadoPagoGateway,
  toArgentinaIso,
} from '../../src/infrastructure/gateways/payments/mercadopago-gateway.js';
import type {
  CheckoutRequest,
  InboundNotification,
} from '../../src/infrastructure/gateways/payments/payment-gateway.js';
import {
  mpFixture,
  startFakeMercadoPagoApi,
  type FakeMercadoPagoApi,
} from '../support/fake-mercadopago-api.js';

const ACCESS_TOKEN = 'TEST-6295877106812064-112613-0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e-202809963';

interface WebhookFixture {
  secret: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

const webhook = mpFixture<WebhookFixture>('webhook-payment');

const checkoutRequest: CheckoutRequest = {
  externalReference: 'pl-3f1c9e2a-5b7d-4c11-9a0e-6d2f8b4c1a77',
  items: [
    { title: 'Factura 900101', amountCents: 5_630_000 },
    { title: 'Factura 900102', amountCents: 2_150_055 },
  ],
  amountCents: 7_780_055,
  currency: 'ARS',
  payer: { name: 'Ana Pérez', email: 'cliente@example.com' },
  notificationUrl: 'https://portal.example.com/api/payments/webhook/mercadopago',
  backUrls: {
    success: 'https://portal.example.com/mi-cuenta/pago/resultado?estado=aprobado',
    pending: 'https://portal.example.com/mi-cuenta/pago/resultado?estado=pendiente',
    failure: 'https://portal.example.com/mi-cuenta/pago/resultado?estado=rechazado',
  },
  // 23:59:59 of 10 December in Ushuaia.
  expiresAt: new Date('2026-12-11T02:59:59.000Z'),
};

function notification(overrides: Partial<InboundNotification> = {}): InboundNotification {
  return {
    headers: webhook.headers,
    query: webhook.query,
    rawBody: JSON.stringify(webhook.body),
    ...overrides,
  };
}

function sign(secret: string, dataId: string, requestId: string, ts: string): string {
  const v1 = createHmac('sha256', secret)
    .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return `ts=${ts},v1=${v1}`;
}

describe('Mercado Pago gateway', () => {
  let api: FakeMercadoPagoApi;
  const gateway = createMercadoPagoGateway({ accessToken: ACCESS_TOKEN, webhookSecret: webhook.secret });

  beforeAll(async () => {
    api = await startFakeMercadoPagoApi();
    api.answer('POST /checkout/preferences', { status: 201, fixture: 'preference-create-response' });
    api.answer('PUT /checkout/preferences/202809963-920c288b-4ebb-40be-966f-700250fa5370', {
      status: 200,
      fixture: 'preference-update-response',
    });
    api.answer('GET /v1/payments/123456', { status: 200, fixture: 'payment-approved' });
    api.answer('GET /v1/payments/123457', { status: 200, fixture: 'payment-pending' });
    api.answer('GET /v1/payments/123458', { status: 200, fixture: 'payment-rejected' });
    api.answer('GET /v1/payments/223456', { status: 200, fixture: 'payment-refunded' });
    api.answer('GET /v1/payments/323456', { status: 200, fixture: 'payment-charged-back' });
    api.answer('GET /v1/payments/search', { status: 200, fixture: 'payments-search' });
    api.answer('GET /v1/payments/500500', { status: 400, fixture: 'payment-not-found' });
  });
  afterAll(() => api?.close());
  beforeEach(() => void api.requests.splice(0));

  it('creates a Checkout Pro preference with the documented body and returns its id and init_point', async () => {
    const checkout = await gateway.createCheckout(checkoutRequest);
    expect(checkout).toEqual({
      checkoutId: '202809963-920c288b-4ebb-40be-966f-700250fa5370',
      checkoutUrl:
        'https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=202809963-920c288b-4ebb-40be-966f-700250fa5370',
    });
    expect(api.requests).toHaveLength(1);
    const [sent] = api.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/checkout/preferences');
    expect(sent?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers['x-idempotency-key']).toBe(`preference-${checkoutRequest.externalReference}`);
    const body = JSON.parse(sent?.body ?? '{}') as Record<string, unknown>;
    expect(body).toEqual(mpFixture('preference-create-request'));
    expect(new URL(body.notification_url as string).searchParams.get('source_news')).toBe('webhooks');
  });

  it('sends no expiry when the request has none, and keeps an existing query on the notification URL', async () => {
    await gateway.createCheckout({
      ...checkoutRequest,
      notificationUrl: 'https://portal.example.com/api/payments/webhook/mercadopago?client=uv',
      expiresAt: null,
    });
    const body = JSON.parse(api.requests[0]?.body ?? '{}') as Record<string, unknown>;
    expect(body.expires).toBe(false);
    expect(body).not.toHaveProperty('expiration_date_to');
    expect(body.notification_url).toBe(
      'https://portal.example.com/api/payments/webhook/mercadopago?client=uv&source_news=webhooks',
    );
  });

  it("expires a preference by updating its expiration_date_to, and reports MP's failure", async () => {
    const id = '202809963-920c288b-4ebb-40be-966f-700250fa5370';
    await gateway.expireCheckout(id, new Date('2026-12-01T13:15:00.000Z'));
    expect(api.requests).toHaveLength(1);
    const [sent] = api.requests;
    expect(sent).toMatchObject({ method: 'PUT', path: `/checkout/preferences/${id}` });
    expect(sent?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual(mpFixture('preference-update-request'));
    await expect(gateway.expireCheckout('unknown-preference', new Date())).rejects.toBeInstanceOf(
      GatewayError,
    );
  });

  it('writes expiry instants in Argentina time (UTC-3)', () => {
    expect(toArgentinaIso(new Date('2026-12-11T02:59:59.000Z'))).toBe('2026-12-10T23:59:59.000-03:00');
    expect(toArgentinaIso(new Date('2026-01-01T00:00:00.000Z'))).toBe('2025-12-31T21:00:00.000-03:00');
  });

  it('maps each payment status, converting transaction_amount pesos to exact cents', async () => {
    await expect(gateway.getPayment('123456')).resolves.toEqual({
      id: '123456',
      status: 'approved',
      externalReference: 'pl-3f1c9e2a-5b7d-4c11-9a0e-6d2f8b4c1a77',
      amountCents: 7_780_055,
      currency: 'ARS',
      // MP's '2026-11-26T13:45:05.000-04:00', as the UTC instant the portal stores.
      approvedAt: '2026-11-26T17:45:05.000Z',
    });
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/v1/payments/123456' });
    expect(api.requests[0]?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    await expect(gateway.getPayment('123457')).resolves.toMatchObject({
      status: 'pending',
      approvedAt: null,
    });
    await expect(gateway.getPayment('123458')).resolves.toMatchObject({
      status: 'rejected',
      approvedAt: null,
    });
    await expect(gateway.getPayment('223456')).resolves.toMatchObject({
      status: 'refunded',
      amountCents: 7_780_055,
    });
    await expect(gateway.getPayment('323456')).resolves.toMatchObject({ status: 'charged_back' });
  });

  it('answers null for a payment MP does not know (404)', async () => {
    await expect(gateway.getPayment('999999')).resolves.toBeNull();
  });

  it('throws GatewayError on other failures, without the token in the message', async () => {
    const failure = await gateway.getPayment('500500').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    expect((failure as Error).message).toContain('HTTP 400');
    expect((failure as Error).message).not.toContain(ACCESS_TOKEN);
  });

  it('searches payments by external_reference, newest first', async () => {
    const found = await gateway.searchPayments('pl-3f1c9e2a-5b7d-4c11-9a0e-6d2f8b4c1a77');
    expect(found.map((p) => [p.id, p.status])).toEqual([
      ['123456', 'approved'],
      ['123458', 'rejected'],
    ]);
    const [sent] = api.requests;
    expect(sent?.path).toBe('/v1/payments/search');
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({
      external_reference: 'pl-3f1c9e2a-5b7d-4c11-9a0e-6d2f8b4c1a77',
      sort: 'date_created',
      criteria: 'desc',
    });
  });

  describe('webhook signature', () => {
    it('accepts the recorded notification and names the payment to fetch', () => {
      expect(gateway.verifyNotification(notification())).toEqual({
        kind: 'payment',
        paymentId: '123456',
        requestId: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e',
      });
    });

    it('refuses a wrong secret, a changed id, a changed request id and a missing header', () => {
      const other = createMercadoPagoGateway({ accessToken: ACCESS_TOKEN, webhookSecret: 'another-secret' });
      expect(other.verifyNotification(notification())).toEqual({ kind: 'invalid-signature' });
      expect(
        gateway.verifyNotification(notification({ query: { ...webhook.query, 'data.id': '123457' } })),
      ).toEqual({ kind: 'invalid-signature' });
      expect(
        gateway.verifyNotification(
          notification({
            headers: { ...webhook.headers, 'x-request-id': 'f7b2a1d4-0b1c-4ec2-aaaa-9e8b1d2f3c4d' },
          }),
        ),
      ).toEqual({ kind: 'invalid-signature' });
      expect(
        gateway.verifyNotification(
          notification({ headers: { ...webhook.headers, 'x-signature': undefined } }),
        ),
      ).toEqual({ kind: 'invalid-signature' });
      expect(
        gateway.verifyNotification(
          notification({ headers: { ...webhook.headers, 'x-signature': 'garbage' } }),
        ),
      ).toEqual({ kind: 'invalid-signature' });
    });

    it('lower-cases an alphanumeric data.id in the manifest, as MP documents', () => {
      const requestId = 'c0ffee00-1111-4222-8333-444455556666';
      const headers = {
        'x-request-id': requestId,
        'x-signature': sign(webhook.secret, 'abc123def', requestId, '1704908099'),
      };
      expect(
        gateway.verifyNotification(
          notification({ headers, query: { 'data.id': 'ABC123DEF', type: 'payment' } }),
        ),
      ).toMatchObject({ kind: 'payment', paymentId: 'ABC123DEF' });
    });

    it('omits an absent request id from the manifest', () => {
      const v1 = createHmac('sha256', webhook.secret).update('id:123456;ts:1704908010;').digest('hex');
      const headers = { 'x-signature': `ts=1704908010,v1=${v1}` };
      expect(gateway.verifyNotification(notification({ headers }))).toEqual({
        kind: 'payment',
        paymentId: '123456',
        requestId: null,
      });
    });

    it('ignores a validly signed notification of another topic', () => {
      const requestId = 'c0ffee00-1111-4222-8333-444455556667';
      const headers = {
        'x-request-id': requestId,
        'x-signature': sign(webhook.secret, '987654', requestId, '1704908100'),
      };
      expect(
        gateway.verifyNotification(
          notification({ headers, query: { 'data.id': '987654', type: 'merchant_order' } }),
        ),
      ).toEqual({ kind: 'ignored', reason: 'topic merchant_order' });
    });
  });
});
