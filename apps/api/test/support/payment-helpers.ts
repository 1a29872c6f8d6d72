// Helpers for the payment suites: a signed-in demo customer, the §7 body of account modal 5 for the oldest open
// invoices, and a server that listens (the sandbox gateway is reached over real HTTP, like Mercado Pago).
import { randomUUID } from 'node:crypto';
import { loginAs } from './account-helpers.js';
import type { TestApp } from './test-app.js';

/** cliente@example.com's CONECTADO record: 900102 (PARCIAL, $ 21.500, overdue) then 900103 (IMPAGA, $ 56.300). */
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
