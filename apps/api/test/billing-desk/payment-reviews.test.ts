// The queue of payments that need a person (issue #31 §4): the sandbox gateway's webhook flow puts a charge-back,
// an approved amount that is not the link's and a payment on an expired link in it, once each however often the
// gateway notifies; a supervisor resolves each with a note on the version read (parallel: one wins), audited;
// agentes only read. Runs on both databases.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../support/message-helpers.js';
import {
  createLink,
  decide,
  PAYER,
  resetPayer,
  settle,
  startPaymentsApp,
} from '../support/payment-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects, type TestApp } from '../support/test-app.js';

const REVIEWS = '/api/admin/pagos/revision/';

interface Review {
  id: number;
  kind: string;
  gatewayPaymentId: string;
  clientenro: number | null;
  customerName: string | null;
  amountCents: number;
  expectedCents: number | null;
  status: string;
  version: number;
  note: string | null;
  resolvedBy: string | null;
}

describe.each(dialects)('payments that need a person (%s)', (dialect) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    ({ t, auth } = await startPaymentsApp(dialect));
  });
  afterAll(() => t.close());
  beforeEach(() => resetPayer(t));

  const newLink = async (amount = 21_500) => {
    const res = await createLink(t, auth, [PAYER.oldest], amount);
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; checkout_url: string; expires_at: string };
  };
  /** The sandbox's staff page sets a payment's status, and the gateway notifies the webhook as it would. */
  const setStatus = async (paymentId: string, status: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/pasarela-sandbox/pagos/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `status=${status}`,
    });
    expect(res.statusCode).toBe(303);
    await settle(t);
  };
  const pressed = async (checkoutUrl: string, decision: 'approve' | 'pending') => {
    const res = await decide(t, checkoutUrl, decision);
    await settle(t);
    return new URL(res.headers.location as string).searchParams.get('payment_id')!;
  };
  const reviews = async (token: string, status = 'open') => {
    const res = await t.request({ url: `${REVIEWS}?status=${status}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: Review[] }).items;
  };
  const reviewOf = async (token: string, paymentId: string) =>
    (await reviews(token)).filter((review) => review.gatewayPaymentId === paymentId);

  it('receives a charge-back once, with the customer and the amount', async () => {
    const agente = await staffTokenAs(t, 'agente');
    const paymentId = await pressed((await newLink()).checkout_url, 'approve');
    expect(await reviewOf(agente, paymentId)).toEqual([]);
    await setStatus(paymentId, 'charged_back');
    await t.app.services.payments.notifications.idle();
    expect(await reviewOf(agente, paymentId)).toEqual([
      expect.objectContaining({
        kind: 'charged_back',
        clientenro: PAYER.cliente,
        customerName: expect.any(String),
        amountCents: 2_150_000,
        status: 'open',
        version: 1,
      }),
    ]);
  });

  it('receives an approved amount that is not the link’s, which the portal does not apply', async () => {
    const supervisor = await staffTokenAs(t, 'supervisor');
    const paymentId = await pressed((await newLink()).checkout_url, 'pending');
    await t.app.db
      .updateTable('sandbox_payments')
      .set({ amount_cents: 2_000_000 })
      .where('id', '=', Number(paymentId))
      .execute();
    await setStatus(paymentId, 'approved');
    expect(await reviewOf(supervisor, paymentId)).toEqual([
      expect.objectContaining({ kind: 'amount_mismatch', amountCents: 2_000_000, expectedCents: 2_150_000 }),
    ]);
    const applied = await t.app.db
      .selectFrom('payments')
      .select('id')
      .where('gateway_payment_id', '=', paymentId)
      .execute();
    expect(applied).toEqual([]);
  });

  it('receives a payment approved after its link expired', async () => {
    const supervisor = await staffTokenAs(t, 'supervisor');
    const link = await newLink();
    const paymentId = await pressed(link.checkout_url, 'pending');
    await t.app.services.payments.reconciliation.reconcileOnce(
      new Date(new Date(link.expires_at).getTime() + 1),
    );
    await setStatus(paymentId, 'approved');
    expect(await reviewOf(supervisor, paymentId)).toEqual([
      expect.objectContaining({ kind: 'late_payment', amountCents: 2_150_000, expectedCents: null }),
    ]);
  });

  it('lets one supervisor resolve a case with a note, audited; agentes only read', async () => {
    const paymentId = await pressed((await newLink()).checkout_url, 'approve');
    await setStatus(paymentId, 'refunded');
    const supervisor = await staffTokenAs(t, 'supervisor');
    const agente = await staffTokenAs(t, 'agente');
    const [review] = await reviewOf(supervisor, paymentId);
    expect(review).toMatchObject({ kind: 'refunded', version: 1 });
    const resolve = (token: string, body: Record<string, unknown>) =>
      t.request({ method: 'PATCH', url: `${REVIEWS}${review!.id}/`, headers: bearer(token), payload: body });

    expect((await resolve(agente, { version: 1, note: 'Devuelto' })).statusCode).toBe(403);
    const empty = await resolve(supervisor, { version: 1, note: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { note: 'Contá qué hiciste con este pago.' } });

    const presses = await Promise.all(
      ['Devolución confirmada con el banco', 'Otra nota'].map((note) =>
        resolve(supervisor, { version: 1, note }),
      ),
    );
    expect(presses.map((p) => p.statusCode).sort()).toEqual([200, 409]);
    const resolved = presses.find((p) => p.statusCode === 200)!.json() as Review;
    expect(resolved).toMatchObject({ status: 'resolved', version: 2, resolvedBy: 'Prueba supervisor' });
    expect(await reviewOf(agente, paymentId)).toEqual([]);
    expect((await reviews(agente, 'resolved')).map((r) => r.id)).toContain(review!.id);

    const [entry] = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment_review.resolve')
      .execute();
    expect(JSON.parse(entry!.before_state!)).toMatchObject({ status: 'open', note: null });
    expect(JSON.parse(entry!.after_state!)).toMatchObject({ status: 'resolved', note: resolved.note });
  });
});
