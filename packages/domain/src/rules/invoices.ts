// Invoice payment rules (spec §4): only unpaid or partly paid invoices, oldest first, selected in order.
import { PAYABLE_INVOICE_STATES } from '../constants.js';

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
 * Selection goes in order, oldest first: clicking selects the next oldest unselected invoice or,
 * if everything up to it is selected, deselects the newest selected one. `selectedCount` is how
 * many of the ordered payable invoices are selected (always a prefix).
 */
export function toggleInvoiceSelection(selectedCount: number, clickedIndex: number, total: number): number {
  if (clickedIndex < selectedCount) return selectedCount - 1;
  return Math.min(selectedCount + 1, total);
}
