// Demo invoices with the fiscal data of the billing system (tipo, punto de venta, número, CAE, items) and the
// payments that explain the paid ones, so the invoice PDFs, receipts and the account statement show real data.
import { pesosToCents } from '@portal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';
import { addDays, toDbDate, toDbInstant } from '../time.js';
import type { SeedCustomer } from './people.js';

/** Factura B: the portal's customers are consumers (consumidor final). */
const FACTURA_B = 6;
const POINT_OF_SALE = 3;
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** Lines of each demo invoice, [description, pesos]; the period is appended. They add up to its total. */
const ITEMS: Record<number, Array<[string, number]>> = {
  900100: [
    ['Internet 300 Mb', 38_100],
    ['Click TV Full', 15_900],
  ],
  900101: [
    ['Internet 300 Mb', 38_100],
    ['Click TV Full', 15_900],
  ],
  900102: [
    ['Internet 300 Mb', 38_100],
    ['Click TV Full', 15_900],
  ],
  900103: [
    ['Internet 300 Mb', 40_400],
    ['Click TV Full', 15_900],
  ],
  900050: [['TV Digital Básica', 18_900]],
  900201: [['Internet 100 Mb', 22_500]],
  900301: [['Internet 100 Mb', 22_500]],
  900401: [['Internet 100 Mb', 22_500]],
  900501: [['Internet 100 Mb', 22_500]],
};

/** Online payments already applied, [facturaid, pesos, days from the due date to the payment]. */
const PAYMENTS: Array<[number, number, number]> = [
  [900100, 54_000, -3],
  [900101, 54_000, -2],
  [900102, 32_500, -1],
];

function periodLabel(date: string): string {
  const [year, month] = date.split('-');
  return `${MONTHS[Number(month) - 1]} ${year}`;
}

/** 14 digits, like every CAE; deterministic so the demo PDFs are stable. */
function demoCae(facturaid: number): string {
  return `7412${String(facturaid).padStart(10, '0')}`;
}

export async function seedInvoices(
  trx: Transaction<Database>,
  customerId: number,
  invoices: SeedCustomer['invoices'],
  now: Date,
): Promise<void> {
  for (const [facturaid, estado, dueInDays, total, balance] of invoices) {
    const emitida = toDbDate(addDays(now, dueInDays - 15));
    const items = ITEMS[facturaid] ?? [];
    if (items.reduce((sum, [, pesos]) => sum + pesos, 0) !== total) {
      throw new Error(`Demo invoice ${facturaid}: its items do not add up to its total`);
    }
    const invoice = await trx
      .insertInto('invoices')
      .values({
        facturaid,
        customer_id: customerId,
        estado,
        emitida,
        vencimiento: toDbDate(addDays(now, dueInDays)),
        importe_cents: pesosToCents(total),
        importe_saldo_cents: pesosToCents(balance),
        periodo: emitida.slice(0, 7),
        tipo_cmp: FACTURA_B,
        pto_vta: POINT_OF_SALE,
        nro_cmp: facturaid - 900_000 + 12_000,
        cae: demoCae(facturaid),
        cae_vencimiento: toDbDate(addDays(now, dueInDays - 5)),
        moneda: 'PES',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('invoice_items')
      .values(
        items.map(([descripcion, pesos], index) => ({
          invoice_id: invoice.id,
          position: index + 1,
          descripcion: `${descripcion} - ${periodLabel(emitida)}`,
          cantidad: 1,
          precio_unitario_cents: pesosToCents(pesos),
          importe_cents: pesosToCents(pesos),
        })),
      )
      .execute();
    for (const [paidInvoice, pesos, daysFromDue] of PAYMENTS) {
      if (paidInvoice !== facturaid) continue;
      const approvedAt = toDbInstant(addDays(now, dueInDays + daysFromDue));
      const payment = await trx
        .insertInto('payments')
        .values({
          gateway: 'sandbox',
          gateway_payment_id: `demo-${facturaid}`,
          payment_link_id: null,
          customer_id: customerId,
          amount_cents: pesosToCents(pesos),
          currency: 'ARS',
          status: 'approved',
          approved_at: approvedAt,
          reversed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('payment_allocations')
        .values({ payment_id: payment.id, invoice_id: invoice.id, amount_cents: pesosToCents(pesos) })
        .execute();
    }
  }
}
