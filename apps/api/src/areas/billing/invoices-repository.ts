// Reads of a customer's invoices for Mi cuenta: the list, one invoice with its fiscal data and items, and the
// rows the account statement needs. Every read is by the customer's internal id (the route checked ownership).
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { InvoiceItemsTable, InvoicesTable } from '../../infrastructure/db/schema.js';

export type InvoiceRow = Omit<Selectable<InvoicesTable>, 'created_at' | 'updated_at'>;
export type InvoiceItemRow = Pick<
  Selectable<InvoiceItemsTable>,
  'descripcion' | 'cantidad' | 'precio_unitario_cents' | 'importe_cents'
>;

const INVOICE_COLUMNS = [
  'id',
  'facturaid',
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
] as const;

export class InvoicesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first: by issue date, then by number for invoices issued the same day. */
  async listForCustomer(customerId: number): Promise<InvoiceRow[]> {
    return this.db
      .selectFrom('invoices')
      .select(INVOICE_COLUMNS)
      .where('customer_id', '=', customerId)
      .orderBy('emitida', 'desc')
      .orderBy('facturaid', 'desc')
      .execute();
  }

  async findForCustomer(customerId: number, facturaid: number): Promise<InvoiceRow | undefined> {
    return this.db
      .selectFrom('invoices')
      .select(INVOICE_COLUMNS)
      .where('customer_id', '=', customerId)
      .where('facturaid', '=', facturaid)
      .executeTakeFirst();
  }

  async items(invoiceId: number): Promise<InvoiceItemRow[]> {
    return this.db
      .selectFrom('invoice_items')
      .select(['descripcion', 'cantidad', 'precio_unitario_cents', 'importe_cents'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('position')
      .execute();
  }
}
