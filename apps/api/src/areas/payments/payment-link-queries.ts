// Pieces of payment-link SQL shared by PaymentLinksRepository's reads and its reservation transaction (ADR 0081):
// the invoices with a payment in process, and what closing a link writes.
import { CLOSED_LINK_WINDOW_MS, PAYABLE_INVOICE_STATES } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

/**
 * The customer's open invoices on a link with a payment in process that is still reconciled (the link open, or
 * closed within the window), with the link's id.
 */
export function inProcessInvoicesQuery(db: Kysely<Database>, customerId: number, now: Date) {
  const closedSince = new Date(now.getTime() - CLOSED_LINK_WINDOW_MS).toISOString();
  return db
    .selectFrom('payment_link_invoices')
    .innerJoin('payment_links', 'payment_links.id', 'payment_link_invoices.payment_link_id')
    .innerJoin('invoices', 'invoices.id', 'payment_link_invoices.invoice_id')
    .select(['payment_link_invoices.invoice_id', 'payment_link_invoices.payment_link_id'])
    .where('payment_links.customer_id', '=', customerId)
    .where('payment_links.in_process_payment_id', 'is not', null)
    .where('invoices.estado', 'in', PAYABLE_INVOICE_STATES)
    .where((eb) =>
      eb.or([
        eb('payment_links.status', '=', 'pending'),
        eb.and([
          eb('payment_links.status', 'in', ['cancelled', 'expired']),
          eb('payment_links.closed_at', '>=', closedSince),
        ]),
      ]),
    );
}

/** What closing a link writes: when, and the first check of the closed-link reconciliation. */
export function closing(now: Date, firstCheckAt: Date) {
  const at = now.toISOString();
  return { updated_at: at, closed_at: at, next_check_at: firstCheckAt.toISOString() };
}
