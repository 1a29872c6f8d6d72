// How an invoice's estado reads in Mi cuenta: the billing system's codes become words a person says.
import type { InvoiceState } from '../../constants.js';
import { formatVoucherNumber, voucherType } from './arca-qr.js';

export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  PAGA: 'Pagada',
  IMPAGA: 'Impaga',
  ENVIADA: 'Enviada',
  PARCIAL: 'Pago parcial',
  ANULADA: 'Anulada',
};

/** An invoice's ARCA voucher data as the billing system sends it: all null until the invoice is authorised. */
export interface FiscalVoucher {
  facturaid: number;
  tipo_cmp: number | null;
  pto_vta: number | null;
  nro_cmp: number | null;
}

/**
 * The number a customer reads on an invoice, the same on screens, mails and paper: 'Factura B 0003-00012103'.
 * Before the fiscal data arrives there is no fiscal number yet, so the billing system's id stands in.
 */
export function fiscalInvoiceNumber(invoice: FiscalVoucher): string {
  const { tipo_cmp, pto_vta, nro_cmp } = invoice;
  if (tipo_cmp === null || pto_vta === null || nro_cmp === null) return `Factura N° ${invoice.facturaid}`;
  return `${voucherType(tipo_cmp).name} ${formatVoucherNumber(pto_vta, nro_cmp)}`;
}

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
