// Demo invoices with the fiscal data of the billing system (tipo, punto de venta, número, CAE, items) and the
// payments that explain the paid ones, so the invoice PDFs, receipts and the account statement show real data.
// Their lines are the customer's plans, named and priced as the catalogue and Mis servicios show them.
import { pesosToCents } from '@portal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { addDays, toDbDate, toDbInstant } from '../../infrastructure/db/time.js';
import { catalogueEntry } from './catalogue.js';
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

/** Online payments already applied, [facturaid, pesos, days from the due date to the payment]. */
const PAYMENTS: Array<[number, number, number]> = [
  [900100, 47_900, -3],
  [900101, 47_900, -2],
  [900102, 26_400, -1],
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
  { services, invoices }: Pick<SeedCustomer, 'services' | 'invoices'>,
  now: Date,
): Promise<void> {
  // One line per contracted plan, named and priced as the catalogue sells it (prices are final: IVA exempt).
  const items = services.map((packet) => catalogueEntry(packet).plan);
  for (const [facturaid, estado, dueInDays, total, balance] of invoices) {
    const emitida = toDbDate(addDays(now, dueInDays - 15));
    if (items.reduce((sum, plan) => sum + plan.pesos, 0) !== total) {
      throw new Error(`Demo invoice ${facturaid}: its total is not the price of the customer's plans`);
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
        items.map((plan, index) => ({
          invoice_id: invoice.id,
          position: index + 1,
          descripcion: `${plan.name} - ${periodLabel(emitida)}`,
          cantidad: 1,
          precio_unitario_cents: pesosToCents(plan.pesos),
          importe_cents: pesosToCents(plan.pesos),
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
