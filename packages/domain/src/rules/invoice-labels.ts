// How an invoice's estado reads in Mi cuenta: the billing system's codes become words a person says.
import type { InvoiceState } from '../constants.js';

export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  PAGA: 'Pagada',
  IMPAGA: 'Impaga',
  ENVIADA: 'Enviada',
  PARCIAL: 'Pago parcial',
  ANULADA: 'Anulada',
};

/** 'R-00000042': the number of the receipt of payment 42. */
export function receiptNumber(paymentId: number): string {
  return `R-${String(paymentId).padStart(8, '0')}`;
}

/** File names of the documents as the browser saves them (the API sends the same in Content-Disposition). */
export const documentFileNames = {
  invoice: (facturaid: number) => `factura-${facturaid}.pdf`,
  statement: (clientenro: number | string) => `estado-de-cuenta-${clientenro}.pdf`,
  receipt: (paymentId: number) => `recibo-${receiptNumber(paymentId)}.pdf`,
};
