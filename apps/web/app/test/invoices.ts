import type { AccountInvoice, AccountInvoices } from '@portal/domain';

const invoice = (
  facturaid: number,
  estado: AccountInvoice['estado'],
  emitida: string,
  vencimiento: string,
  importe_cents: number,
  importe_saldo_cents: number,
): AccountInvoice => ({
  facturaid,
  clientenro: 1001,
  estado,
  emitida,
  vencimiento,
  importe: importe_cents / 100,
  importe_cents,
  importe_saldo: importe_saldo_cents / 100,
  importe_saldo_cents,
  periodo: emitida.slice(0, 7),
  pdf_available: true,
});

/** Mis facturas of the demo customer 1001, as GET /api/customer/1001/facturas/ answers it in component tests. */
export const INVOICES: AccountInvoices = {
  facturas: [
    invoice(900103, 'IMPAGA', '2026-11-23', '2026-12-08', 5_630_000, 5_630_000),
    invoice(900102, 'PARCIAL', '2026-11-01', '2026-11-16', 5_400_000, 2_150_000),
    invoice(900101, 'PAGA', '2026-10-02', '2026-10-17', 5_400_000, 0),
    invoice(900099, 'ENVIADA', '2026-09-02', '2026-09-17', 5_400_000, 5_400_000),
    { ...invoice(900050, 'ANULADA', '2026-08-01', '2026-08-16', 1_890_000, 0), pdf_available: false },
  ],
  condicion_de_pago: { condicion: '' },
  owed: { total_cents: 7_780_000, count: 2, next_due: '2026-11-16' },
};
