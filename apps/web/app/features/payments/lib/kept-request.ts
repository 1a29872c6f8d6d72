import { centsToPesos, formatPaymentDate, type AccountInvoice, type PaymentRequest } from '@portal/domain';
import { buildPaymentRequest, selectionTotalCents, type Payer } from './payment-request';

// The body sent for a selection, kept until it succeeds: its transaction_id is random, and a retry must send
// the very same body so lib/submission-key hands it the same Idempotency-Key (ADR 0016), also from a modal
// closed after the failure and opened again. A new day makes a new body (its date changed).
const kept = new Map<string, PaymentRequest>();

const selectionKey = (invoices: readonly AccountInvoice[], payer: Payer) =>
  `${payer.clientenro}:${invoices.map((invoice) => invoice.facturaid).join(',')}`;

export function keptPaymentRequest(
  invoices: readonly AccountInvoice[],
  payer: Payer,
  now: Date,
): PaymentRequest {
  const key = selectionKey(invoices, payer);
  const previous = kept.get(key);
  if (
    previous &&
    previous.date === formatPaymentDate(now) &&
    previous.amount === centsToPesos(selectionTotalCents(invoices))
  )
    return previous;
  const body = buildPaymentRequest(invoices, payer, now);
  kept.set(key, body);
  return body;
}

/** After the link exists, the same invoices chosen again are a new request. */
export function forgetPaymentRequest(body: PaymentRequest): void {
  for (const [key, value] of kept) if (value === body) kept.delete(key);
}
