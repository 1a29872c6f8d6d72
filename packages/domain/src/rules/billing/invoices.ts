// Invoice payment rules (spec §4): only unpaid or partly paid invoices, oldest first, selected in order.
import { PAYABLE_INVOICE_STATES, PAYMENT_CONDITION_PAID_TOGETHER } from '../../constants.js';
import { messages } from '../../messages.js';

export interface PayableInvoiceLike {
  facturaid: number | string;
  estado: string;
  /** Due date, 'YYYY-MM-DD...' or any ISO date-time. */
  vencimiento: string;
}

export function isPayableInvoice(invoice: Pick<PayableInvoiceLike, 'estado'>): boolean {
  return (PAYABLE_INVOICE_STATES as readonly string[]).includes(invoice.estado);
}

/** Payable invoices sorted by due date, oldest first (ties by id, so the order is stable). */
export function payableInvoices<T extends PayableInvoiceLike>(invoices: readonly T[]): T[] {
  return invoices
    .filter(isPayableInvoice)
    .sort(
      (a, b) =>
        a.vencimiento.localeCompare(b.vencimiento) || String(a.facturaid).localeCompare(String(b.facturaid)),
    );
}

/**
 * What a new payment link may take: the payable invoices, oldest first, except those with a payment in process
 * at the gateway, which wait for it to settle (ADR 0081).
 */
export function invoicesToOffer<T extends PayableInvoiceLike & { pago_en_proceso?: boolean }>(
  invoices: readonly T[],
): T[] {
  return payableInvoices(invoices).filter((invoice) => !invoice.pago_en_proceso);
}

/**
 * Selection goes in order, oldest first: clicking selects the next oldest unselected invoice or,
 * if everything up to it is selected, deselects the newest selected one. `selectedCount` is how
 * many of the ordered payable invoices are selected (always a prefix).
 */
export function toggleInvoiceSelection(selectedCount: number, clickedIndex: number, total: number): number {
  if (clickedIndex < selectedCount) return selectedCount - 1;
  return Math.min(selectedCount + 1, total);
}

/** How many invoices a customer with condition PAGADOS must pay together (spec §8). */
export const PAID_TOGETHER_COUNT = 2;

/**
 * Whether paying the `selectedCount` oldest of `payableCount` payable invoices is allowed: at least one, and
 * under condition PAGADOS at least two (or all, when fewer are open). Returns the Spanish reason, or null.
 */
export function paymentSelectionError(
  condition: string,
  selectedCount: number,
  payableCount: number,
): string | null {
  if (selectedCount < 1) return messages.paymentSelectInvoice;
  if (condition === PAYMENT_CONDITION_PAID_TOGETHER) {
    const required = Math.min(PAID_TOGETHER_COUNT, payableCount);
    if (selectedCount < required) return messages.payBothInvoices;
  }
  return null;
}
