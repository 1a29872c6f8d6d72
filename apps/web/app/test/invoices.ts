import {
  fiscalInvoiceNumber,
  type AccountInvoice,
  type AccountInvoices,
  type AccountStatement,
} from '@portal/domain';

/** Factura B of point of sale 3, numbered like the demo data: 900103 is 'Factura B 0003-00012103'. */
export const demoFiscalNumber = (facturaid: number): string =>
  fiscalInvoiceNumber({ facturaid, tipo_cmp: 6, pto_vta: 3, nro_cmp: facturaid - 900_000 + 12_000 });

const invoice = (
  facturaid: number,
  estado: AccountInvoice['estado'],
  emitida: string,
  vencimiento: string,
  importe_cents: number,
  importe_saldo_cents: number,
): AccountInvoice => ({
  facturaid,
  numero_fiscal: demoFiscalNumber(facturaid),
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
  pago_en_proceso: false,
  pago_en_proceso_link_id: null,
});

/** Mis facturas of the demo customer 1001, as GET /api/customer/1001/facturas/ answers it in component tests. */
export const INVOICES: AccountInvoices = {
  facturas: [
    invoice(900103, 'IMPAGA', '2026-11-23', '2026-12-08', 5_630_000, 5_630_000),
    invoice(900102, 'PARCIAL', '2026-11-01', '2026-11-16', 5_400_000, 2_150_000),
    invoice(900101, 'PAGA', '2026-10-02', '2026-10-17', 5_400_000, 0),
    invoice(900099, 'ENVIADA', '2026-09-02', '2026-09-17', 5_400_000, 5_400_000),
    // Sent without its fiscal data: no PDF yet, and the billing id stands in for the fiscal number.
    {
      ...invoice(900050, 'ANULADA', '2026-08-01', '2026-08-16', 1_890_000, 0),
      numero_fiscal: 'Factura N° 900050',
      pdf_available: false,
    },
  ],
  condicion_de_pago: { condicion: '' },
  owed: { total_cents: 7_780_000, count: 2, next_due: '2026-11-16' },
};

/** The statement of customer 1001: two invoices, one online payment later refunded. */
export const STATEMENT: AccountStatement = {
  clientenro: 1001,
  generated_at: '2026-11-26T12:00:00.000Z',
  entries: [
    {
      kind: 'invoice',
      date: '2026-10-02',
      description: 'Factura B 0003-00012101',
      facturaid: 900101,
      payment_id: null,
      debit_cents: 5_400_000,
      credit_cents: 0,
      balance_cents: 5_400_000,
    },
    {
      kind: 'payment',
      date: '2026-10-15',
      description: 'Mercado Pago – recibo R-00000007',
      facturaid: null,
      payment_id: 7,
      debit_cents: 0,
      credit_cents: 5_400_000,
      balance_cents: 0,
    },
    {
      kind: 'payment',
      date: '2026-11-15',
      description: 'Mercado Pago – recibo R-00000009',
      facturaid: null,
      payment_id: 9,
      debit_cents: 0,
      credit_cents: 3_250_000,
      balance_cents: -3_250_000,
    },
    {
      kind: 'reversal',
      date: '2026-11-20',
      description: 'Devolución del pago – recibo R-00000009',
      facturaid: null,
      payment_id: 9,
      debit_cents: 3_250_000,
      credit_cents: 0,
      balance_cents: 0,
    },
  ],
  total_debit_cents: 8_650_000,
  total_credit_cents: 8_650_000,
  balance_cents: 0,
};
