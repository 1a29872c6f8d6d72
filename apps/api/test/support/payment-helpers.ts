// Helpers for the payment suites: a signed-in demo customer, the §7 body of account modal 5 for the oldest open
// invoices, and a server that listens (the sandbox gateway is reached over real HTTP, like Mercado Pago).
import { randomUUID } from 'node:crypto';
import { loginAs } from './account-helpers.js';
import { createTestApp, type TestApp, type TestDialect } from './test-app.js';

/** cliente@example.com's CONECTADO record: 900102 (PARCIAL, $ 21.500, overdue) then 900103 (IMPAGA, $ 47.900). */
export const PAYER = { cliente: 104523, oldest: 900102, next: 900103 } as const;

export async function signIn(t: TestApp): Promise<{ authorization: string }> {
  const { token } = await loginAs(t);
  return { authorization: `Bearer ${token}` };
}

export function paymentRequestBody(
  invoices: number[],
  amount: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    transaction_id: `${Math.floor(Math.random() * 1e9)}-${invoices.join('-')}-${PAYER.cliente}-${randomUUID()}`,
    invoices_id: invoices.join(','),
    amount,
    date: '26-11-2026',
    email: 'cliente@example.com',
    name: 'Martina Fernández',
    client_id: PAYER.cliente,
    invoices: invoices.map((facturaid) => ({ facturaid })),
    ...overrides,
  };
}

export async function createLink(
  t: TestApp,
  auth: { authorization: string },
  invoices: number[],
  amount: number,
  headers: Record<string, string> = {},
) {
  return t.request({
    method: 'POST',
    url: '/api/payments/payment-request/?empresa=uv',
    headers: { ...auth, ...headers },
    payload: paymentRequestBody(invoices, amount),
  });
}

/** Listens on a free loopback port, so the gateway's URLs point at this very server. */
export async function listen(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

/** What the payment suites start from: an app listening on `base`, with the payer signed in (`auth`). */
export async function startPaymentsApp(
  dialect: TestDialect,
): Promise<{ t: TestApp; base: string; auth: { authorization: string } }> {
  const t = await createTestApp({ dialect });
  const base = await listen(t);
  return { t, base, auth: await signIn(t) };
}

/** Puts the payer's open invoices back as seeded and closes every link, so each test starts alike. */
export async function resetPayer(t: TestApp): Promise<void> {
  const db = t.app.db;
  await db
    .updateTable('payment_links')
    .set({ status: 'cancelled' })
    .where('status', '=', 'pending')
    .execute();
  // Out of the closed-link reconciliation, and no payment in process left from a previous test.
  await db.updateTable('payment_links').set({ next_check_at: null, in_process_payment_id: null }).execute();
  await db
    .updateTable('invoices')
    .set({ estado: 'PARCIAL', importe_saldo_cents: 2_150_000 })
    .where('facturaid', '=', PAYER.oldest)
    .execute();
  await db
    .updateTable('invoices')
    .set({ estado: 'IMPAGA', importe_saldo_cents: 4_790_000 })
    .where('facturaid', '=', PAYER.next)
    .execute();
}

export async function invoice(t: TestApp, facturaid: number) {
  return t.app.db
    .selectFrom('invoices')
    .select(['estado', 'importe_saldo_cents'])
    .where('facturaid', '=', facturaid)
    .executeTakeFirstOrThrow();
}

/** Presses a button of the sandbox checkout page, as the browser's form post does. */
export async function decide(t: TestApp, checkoutUrl: string, decision: 'approve' | 'reject' | 'pending') {
  return t.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

/** Waits until the sandbox's webhook deliveries and the portal's processing of them are done. */
export async function settle(t: TestApp): Promise<void> {
  await t.app.sandboxNotifier?.idle();
  await t.app.services.payments.notifications.idle();
}

/** A payment approved at the gateway whose notification never arrived. */
export async function approvedWithoutNotice(
  t: TestApp,
  link: { id: string; checkout_url: string },
  amountCents = 2_150_000,
): Promise<number> {
  const { transaction_id } = await t.app.db
    .selectFrom('payment_links')
    .select('transaction_id')
    .where('id', '=', link.id)
    .executeTakeFirstOrThrow();
  const row = await t.app.db
    .insertInto('sandbox_payments')
    .values({
      checkout_id: new URL(link.checkout_url).pathname.split('/').pop()!,
      external_reference: transaction_id,
      amount_cents: amountCents,
      currency: 'ARS',
      status: 'approved',
      status_detail: 'accredited',
      date_approved: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
