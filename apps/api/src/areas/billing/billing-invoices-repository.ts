// Invoices as the billing system imports them (issue #13 §5). One invoice per facturaid, upserted in its own
// transaction: the insert races on the unique facturaid (the loser finds the row), and an existing row is
// locked by a no-op UPDATE before it is read, so a payment being applied and an import never interleave
// (a row lock on PostgreSQL; SQLite runs one write transaction at a time).
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, InvoicesTable } from '../../infrastructure/db/schema.js';

export interface InvoiceItemValues {
  descripcion: string;
  cantidad: number;
  precio_unitario_cents: number;
}

/** An invoice's columns as the import writes them. */
export type InvoiceValues = Omit<Selectable<InvoicesTable>, 'id' | 'facturaid' | 'created_at' | 'updated_at'>;

/** What is stored for a facturaid, and whether approved online payments have reduced its saldo. */
export interface StoredInvoice extends InvoiceValues {
  items: InvoiceItemValues[];
  hasOnlinePayments: boolean;
}

/** What to do with a stored invoice, decided by the service inside the transaction. */
export type InvoiceMerge =
  | { kind: 'write'; values: InvoiceValues; items: InvoiceItemValues[] }
  | { kind: 'keep' }
  | { kind: 'refuse' };

export type UpsertOutcome = 'inserted' | 'updated' | 'unchanged' | 'refused';

/** Payment statuses whose allocations still count against the invoice (refunds and chargebacks reopened it). */
const ACTIVE_PAYMENT = 'approved';

export class BillingInvoicesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Internal ids of the given customer numbers. */
  async customerIds(clientenros: readonly number[]): Promise<Map<number, number>> {
    if (clientenros.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('customers')
      .select(['id', 'cliente'])
      .where('cliente', 'in', [...new Set(clientenros)])
      .execute();
    return new Map(rows.map((row) => [row.cliente, row.id]));
  }

  async upsert(
    facturaid: number,
    values: InvoiceValues,
    items: readonly InvoiceItemValues[],
    merge: (stored: StoredInvoice) => InvoiceMerge,
    now: Date,
  ): Promise<UpsertOutcome> {
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('invoices')
        .values({ facturaid, ...values, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column('facturaid').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        await this.insertItems(trx, inserted.id, items);
        return 'inserted';
      }
      const locked = await trx
        .updateTable('invoices')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('facturaid', '=', facturaid)
        .returningAll()
        .executeTakeFirstOrThrow();
      const decision = merge(await this.stored(trx, locked));
      if (decision.kind === 'keep') return 'unchanged';
      if (decision.kind === 'refuse') return 'refused';
      await trx
        .updateTable('invoices')
        .set({ ...decision.values, updated_at: at })
        .where('id', '=', locked.id)
        .execute();
      await trx.deleteFrom('invoice_items').where('invoice_id', '=', locked.id).execute();
      await this.insertItems(trx, locked.id, decision.items);
      return 'updated';
    });
  }

  /** What importing would do to a facturaid, decided by the same `merge`, without writing (the dry run). */
  async preview(facturaid: number, merge: (stored: StoredInvoice) => InvoiceMerge): Promise<UpsertOutcome> {
    const row = await this.db
      .selectFrom('invoices')
      .selectAll()
      .where('facturaid', '=', facturaid)
      .executeTakeFirst();
    if (!row) return 'inserted';
    const decision = merge(await this.stored(this.db, row));
    return decision.kind === 'keep' ? 'unchanged' : decision.kind === 'refuse' ? 'refused' : 'updated';
  }

  private async stored(db: Kysely<Database>, row: Selectable<InvoicesTable>): Promise<StoredInvoice> {
    return {
      customer_id: row.customer_id,
      estado: row.estado,
      emitida: row.emitida,
      vencimiento: row.vencimiento,
      importe_cents: row.importe_cents,
      importe_saldo_cents: row.importe_saldo_cents,
      periodo: row.periodo,
      tipo_cmp: row.tipo_cmp,
      pto_vta: row.pto_vta,
      nro_cmp: row.nro_cmp,
      cae: row.cae,
      cae_vencimiento: row.cae_vencimiento,
      moneda: row.moneda,
      items: await this.items(db, row.id),
      hasOnlinePayments: await this.hasOnlinePayments(db, row.id),
    };
  }

  private async items(db: Kysely<Database>, invoiceId: number): Promise<InvoiceItemValues[]> {
    return db
      .selectFrom('invoice_items')
      .select(['descripcion', 'cantidad', 'precio_unitario_cents'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('position')
      .execute();
  }

  private async hasOnlinePayments(db: Kysely<Database>, invoiceId: number): Promise<boolean> {
    const row = await db
      .selectFrom('payment_allocations')
      .innerJoin('payments', 'payments.id', 'payment_allocations.payment_id')
      .select('payment_allocations.payment_id')
      .where('payment_allocations.invoice_id', '=', invoiceId)
      .where('payments.status', '=', ACTIVE_PAYMENT)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  private async insertItems(
    trx: Transaction<Database>,
    invoiceId: number,
    items: readonly InvoiceItemValues[],
  ): Promise<void> {
    if (items.length === 0) return;
    await trx
      .insertInto('invoice_items')
      .values(
        items.map((item, index) => ({
          invoice_id: invoiceId,
          position: index + 1,
          descripcion: item.descripcion,
          cantidad: item.cantidad,
          precio_unitario_cents: item.precio_unitario_cents,
          importe_cents: item.cantidad * item.precio_unitario_cents,
        })),
      )
      .execute();
  }
}
