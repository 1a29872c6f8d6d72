import {
  centsToPesos,
  formatPaymentDate,
  sumCents,
  type AccountInvoice,
  type PaymentRequest,
} from '@portal/domain';

export interface Payer {
  clientenro: number | string;
  email: string;
  name: string;
}

/** A random 6-digit number: it keeps two requests for the same invoices apart in the gateway's records. */
export function randomTransactionNumber(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return 100_000 + (value % 900_000);
}

/** Total of the chosen balances in integer cents (ADR 0011): pesos only at the edge. */
export function selectionTotalCents(
  invoices: readonly Pick<AccountInvoice, 'importe_saldo_cents'>[],
): number {
  return sumCents(invoices.map((invoice) => invoice.importe_saldo_cents));
}

/**
 * The body of POST /api/payments/payment-request/ (spec §7): transaction_id joins a random number, the
 * invoice ids and the client number; amount is the sum of the balances, added in cents and turned to pesos
 * once. The server recomputes it from the invoices it holds and refuses a body that disagrees.
 */
export function buildPaymentRequest(
  invoices: readonly AccountInvoice[],
  payer: Payer,
  now: Date,
  random: number = randomTransactionNumber(),
): PaymentRequest {
  const ids = invoices.map((invoice) => invoice.facturaid);
  return {
    transaction_id: [random, ...ids, payer.clientenro].join('-'),
    invoices_id: ids.join(','),
    amount: centsToPesos(selectionTotalCents(invoices)),
    date: formatPaymentDate(now),
    email: payer.email,
    name: payer.name,
    client_id: Number(payer.clientenro),
    invoices: invoices.map(({ facturaid, vencimiento, importe_saldo, importe_saldo_cents }) => ({
      facturaid,
      vencimiento,
      importe_saldo,
      importe_saldo_cents,
    })),
  };
}
