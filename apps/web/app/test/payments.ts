import type { AccountInvoice, AccountInvoices, PaymentLinkResponse } from '@portal/domain';
import { demoFiscalNumber } from './invoices';

const invoice = (
  facturaid: number,
  estado: AccountInvoice['estado'],
  vencimiento: string,
  saldoCents: number,
): AccountInvoice => ({
  facturaid,
  numero_fiscal: demoFiscalNumber(facturaid),
  clientenro: 1001,
  estado,
  emitida: '2026-10-01',
  vencimiento,
  importe: 54_000,
  importe_cents: 5_400_000,
  importe_saldo: saldoCents / 100,
  importe_saldo_cents: saldoCents,
  periodo: null,
  pdf_available: true,
  pago_en_proceso: false,
  pago_en_proceso_link_id: null,
});

/**
 * The invoices of customer 1001 as GET /api/customer/1001/facturas/ answers them in component tests: newest
 * first, with a paid and a voided one that modal 5 must leave out.
 */
export function accountInvoices(condicion = ''): AccountInvoices {
  return {
    facturas: [
      invoice(900104, 'IMPAGA', '2026-12-20', 5_000_050),
      invoice(900103, 'IMPAGA', '2026-12-08', 5_630_000),
      invoice(900102, 'PARCIAL', '2026-11-16', 2_150_000),
      invoice(900101, 'PAGA', '2026-10-16', 0),
      invoice(900050, 'ANULADA', '2026-08-20', 0),
    ],
    condicion_de_pago: { condicion },
    owed: { total_cents: 12_780_050, count: 3, next_due: '2026-11-16' },
  };
}

/** An open link for the two oldest payable invoices, as check-url and payment-request answer it. */
export const OPEN_LINK: PaymentLinkResponse = {
  id: '5b1f2c9e-7a41-4c3e-9d0b-2f6a8e1c4d75',
  data: { first_total: 77_800, first_total_cents: 7_780_000 },
  checkout_url: 'http://localhost/pagos/sandbox/checkout/5b1f2c9e-7a41-4c3e-9d0b-2f6a8e1c4d75',
  invoices: [
    {
      facturaid: 900102,
      numero_fiscal: 'Factura B 0003-00012102',
      vencimiento: '2026-11-16',
      importe_saldo: 21_500,
      importe_saldo_cents: 2_150_000,
    },
    {
      facturaid: 900103,
      numero_fiscal: 'Factura B 0003-00012103',
      vencimiento: '2026-12-08',
      importe_saldo: 56_300,
      importe_saldo_cents: 5_630_000,
    },
  ],
  status: 'pending',
  created_at: '2026-11-26T15:00:00.000Z',
  expires_at: '2026-12-08T23:59:59.000Z',
};
