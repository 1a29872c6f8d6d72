// The app booted with PAYMENT_GATEWAY=mercadopago: the webhook checks Mercado Pago's signature (the recorded
// notification of the fixtures is accepted, the same one tampered with is refused) and the sandbox pages are
// not served. Mercado Pago itself is unreachable here; processing the accepted notification then fails and is
// kept for a retry, which the test does not wait for.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/mercadopago/webhook-payment.json', import.meta.url), 'utf8'),
) as { secret: string; query: Record<string, string>; headers: Record<string, string>; body: unknown };

describe('app with the Mercado Pago gateway', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PAYMENT_GATEWAY: 'mercadopago',
        MP_ACCESS_TOKEN: 'TEST-6295877106812064-112613-0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e-202809963',
        MP_WEBHOOK_SECRET: fixture.secret,
        // Keeps the test offline: the reconciliation job would ask api.mercadopago.com.
        PAYMENT_RECONCILE_INTERVAL_MINUTES: '1440',
      },
    });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/webhook/?${new URLSearchParams(fixture.query)}`,
      headers,
      payload: JSON.stringify(fixture.body),
    });

  it('accepts the recorded notification and refuses it with a changed signature', async () => {
    expect((await post(fixture.headers)).statusCode).toBe(200);
    const forged = fixture.headers['x-signature']!.replace(
      /v1=([0-9a-f])/,
      (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`,
    );
    const refused = await post({ ...fixture.headers, 'x-signature': forged });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const stored = await t.app.db
      .selectFrom('gateway_notifications')
      .select(['gateway', 'status'])
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.gateway)).toEqual(['mercadopago', 'mercadopago']);
    expect(stored[1]?.status).toBe('rejected');
  });

  it('does not serve the sandbox checkout', async () => {
    expect((await t.request({ method: 'GET', url: '/pasarela-sandbox/pagos' })).statusCode).toBe(404);
  });
});
