// Rows and database reads for the billing import and export suites.
import type { TestApp } from './test-app.js';

/** A valid import row for the demo customer 104523 (items add up to the importe). */
export function invoiceRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    clientenro: 104523,
    facturaid: 910001,
    estado: 'IMPAGA',
    emitida: '2026-11-01',
    vencimiento: '2026-11-20',
    importe: 21500.54,
    importe_saldo: '21500.54',
    periodo: '2026-11',
    tipo_cmp: 6,
    pto_vta: 10,
    nro_cmp: 94,
    cae: '70417054367476',
    cae_vencimiento: '2026-11-11',
    moneda: 'PES',
    items: [
      { descripcion: 'Internet 300 Megas', cantidad: 1, precio_unitario: 20000 },
      { descripcion: 'Decodificador adicional', cantidad: 3, precio_unitario: '500.18' },
    ],
    ...overrides,
  };
}

export async function invoiceState(t: TestApp, facturaid: number) {
  return t.app.db
    .selectFrom('invoices')
    .select([
      'customer_id',
      'estado',
      'emitida',
      'vencimiento',
      'importe_cents',
      'importe_saldo_cents',
      'periodo',
      'tipo_cmp',
      'pto_vta',
      'nro_cmp',
      'cae',
      'cae_vencimiento',
      'moneda',
      'updated_at',
    ])
    .where('facturaid', '=', facturaid)
    .executeTakeFirst();
}

export async function storedItems(t: TestApp, facturaid: number) {
  return t.app.db
    .selectFrom('invoice_items')
    .innerJoin('invoices', 'invoices.id', 'invoice_items.invoice_id')
    .select([
      'invoice_items.position',
      'invoice_items.descripcion',
      'invoice_items.cantidad',
      'invoice_items.precio_unitario_cents',
      'invoice_items.importe_cents',
    ])
    .where('invoices.facturaid', '=', facturaid)
    .orderBy('invoice_items.position')
    .execute();
}

/**
 * An approved payment with its allocation to one invoice, as the payment service records it (the saldo is
 * left to the caller: these suites test what the billing side does with a payment, not applying one).
 */
export async function recordPayment(
  t: TestApp,
  options: {
    gatewayPaymentId: string;
    facturaid: number;
    cents: number;
    approvedAt?: string;
    status?: string;
  },
): Promise<number> {
  const invoice = await t.app.db
    .selectFrom('invoices')
    .select(['id', 'customer_id', 'importe_saldo_cents'])
    .where('facturaid', '=', options.facturaid)
    .executeTakeFirstOrThrow();
  const payment = await t.app.db
    .insertInto('payments')
    .values({
      gateway: 'sandbox',
      gateway_payment_id: options.gatewayPaymentId,
      customer_id: invoice.customer_id,
      amount_cents: options.cents,
      currency: 'ARS',
      status: options.status ?? 'approved',
      approved_at: options.approvedAt ?? new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('payment_allocations')
    .values({ payment_id: payment.id, invoice_id: invoice.id, amount_cents: options.cents })
    .execute();
  await t.app.db
    .updateTable('invoices')
    .set({ importe_saldo_cents: invoice.importe_saldo_cents - options.cents })
    .where('id', '=', invoice.id)
    .execute();
  return payment.id;
}
