// Payment links (spec §3, §4): at most one open ('pending') link per customer record, held by the partial
// unique index of migration 0018, so parallel creations cannot both insert one. A link is reserved before the
// gateway is asked for its checkout, then completed with the checkout's URL (or removed if the gateway fails).
import { PAYABLE_INVOICE_STATES } from '@portal/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { InvoicesTable, PaymentLinksTable } from '../../infrastructure/db/tables/billing.js';
import { closing, inProcessInvoicesQuery } from './payment-link-queries.js';

export type PaymentLinkRow = Selectable<PaymentLinksTable>;
export type InvoiceRow = Selectable<InvoicesTable>;

export interface LinkInvoiceRow {
  facturaid: number;
  tipo_cmp: number | null;
  pto_vta: number | null;
  nro_cmp: number | null;
  vencimiento: string;
  importe_saldo_cents: number;
}

export interface LinkCustomer {
  cliente: number;
  nombre: string;
  apellido: string;
  emailppl: string | null;
}

export interface NewPaymentLink {
  id: string;
  customerId: number;
  gateway: string;
  transactionId: string;
  amountCents: number;
  expiresAt: string;
  invoices: ReadonlyArray<{ invoiceId: number; saldoCents: number }>;
}

/** A reservation left without a checkout this long ago died with its process: it no longer blocks a new one. */
const ABANDONED_RESERVATION_MS = 60_000;

export class PaymentLinksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Open invoices of the customer record (the caller orders them with the domain rule). */
  async payableInvoices(customerId: number): Promise<InvoiceRow[]> {
    return this.db
      .selectFrom('invoices')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('estado', 'in', PAYABLE_INVOICE_STATES)
      .execute();
  }

  /** The link with its customer number (what a session owns). */
  async find(id: string): Promise<(PaymentLinkRow & { cliente: number }) | null> {
    const row = await this.db
      .selectFrom('payment_links')
      .innerJoin('customers', 'customers.id', 'payment_links.customer_id')
      .selectAll('payment_links')
      .select('customers.cliente')
      .where('payment_links.id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  async findByReference(transactionId: string): Promise<PaymentLinkRow | null> {
    const row = await this.db
      .selectFrom('payment_links')
      .selectAll()
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The customer's open link with its checkout, unless past its expiry. */
  async findOpen(customerId: number, now: Date): Promise<PaymentLinkRow | null> {
    const row = await this.db
      .selectFrom('payment_links')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('status', '=', 'pending')
      .where('checkout_url', '<>', '')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
      .executeTakeFirst();
    return row ?? null;
  }

  /** Who a link's receipt goes to. */
  async customerOf(customerId: number): Promise<LinkCustomer | null> {
    const row = await this.db
      .selectFrom('customers')
      .select(['cliente', 'nombre', 'apellido', 'emailppl'])
      .where('id', '=', customerId)
      .executeTakeFirst();
    return row ?? null;
  }

  async invoicesOf(linkId: string): Promise<LinkInvoiceRow[]> {
    return this.db
      .selectFrom('payment_link_invoices')
      .innerJoin('invoices', 'invoices.id', 'payment_link_invoices.invoice_id')
      .select([
        'invoices.facturaid',
        'invoices.tipo_cmp',
        'invoices.pto_vta',
        'invoices.nro_cmp',
        'invoices.vencimiento',
        'payment_link_invoices.importe_saldo_cents',
      ])
      .where('payment_link_invoices.payment_link_id', '=', linkId)
      .orderBy('invoices.vencimiento')
      .orderBy('invoices.facturaid')
      .execute();
  }

  /**
   * Reserves the customer's one open link; null when another is open or the transaction id was used before,
   * 'payment-in-process' when one of its invoices has a payment in process (ADR 0081). First closes what cannot
   * be paid any more: links past their expiry and reservations whose process died before getting a checkout.
   */
  async reserve(
    link: NewPaymentLink,
    now: Date,
    firstCheckAt: Date,
  ): Promise<PaymentLinkRow | null | 'payment-in-process'> {
    const at = now.toISOString();
    const abandonedBefore = new Date(now.getTime() - ABANDONED_RESERVATION_MS).toISOString();
    return this.db.transaction().execute(async (trx) => {
      const inProcess = await inProcessInvoicesQuery(trx, link.customerId, now)
        .where(
          'payment_link_invoices.invoice_id',
          'in',
          link.invoices.map((invoice) => invoice.invoiceId),
        )
        .executeTakeFirst();
      if (inProcess) return 'payment-in-process';
      await trx
        .updateTable('payment_links')
        .set({ ...closing(now, firstCheckAt), status: 'expired' })
        .where('customer_id', '=', link.customerId)
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', at),
            eb.and([eb('checkout_url', '=', ''), eb('created_at', '<=', abandonedBefore)]),
          ]),
        )
        .execute();
      const inserted = await trx
        .insertInto('payment_links')
        .values({
          id: link.id,
          customer_id: link.customerId,
          gateway: link.gateway,
          transaction_id: link.transactionId,
          external_id: null,
          checkout_url: '',
          amount_cents: link.amountCents,
          status: 'pending',
          paid_at: null,
          expires_at: link.expiresAt,
          created_at: at,
          updated_at: at,
        })
        // Any unique key: the one open link per customer (partial index) or a transaction id used before.
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) return null;
      await trx
        .insertInto('payment_link_invoices')
        .values(
          link.invoices.map((invoice) => ({
            payment_link_id: link.id,
            invoice_id: invoice.invoiceId,
            importe_saldo_cents: invoice.saldoCents,
          })),
        )
        .execute();
      return inserted;
    });
  }

  /** Completes a reservation with its checkout; `inTransaction` records the idempotent answer with it. */
  async complete(
    id: string,
    checkout: { checkoutId: string; checkoutUrl: string },
    now: Date,
    inTransaction: (trx: Transaction<Database>, link: PaymentLinkRow) => Promise<void>,
  ): Promise<PaymentLinkRow> {
    return this.db.transaction().execute(async (trx) => {
      const link = await trx
        .updateTable('payment_links')
        .set({
          checkout_url: checkout.checkoutUrl,
          external_id: checkout.checkoutId,
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await inTransaction(trx, link);
      return link;
    });
  }

  /** Drops a reservation the gateway could not give a checkout for. */
  async release(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('payment_link_invoices').where('payment_link_id', '=', id).execute();
      await trx.deleteFrom('payment_links').where('id', '=', id).where('checkout_url', '=', '').execute();
    });
  }

  /** Only a pending link can be cancelled; null when it is paid, expired or already cancelled. */
  async cancel(id: string, now: Date, firstCheckAt: Date): Promise<PaymentLinkRow | null> {
    return this.closePending(id, 'cancelled', now, firstCheckAt);
  }

  /** Pending links created before `createdBefore`, the least recently checked first (never checked first). */
  async dueForReconciliation(createdBefore: Date, limit: number): Promise<PaymentLinkRow[]> {
    return (
      this.db
        .selectFrom('payment_links')
        .selectAll()
        .where('status', '=', 'pending')
        .where('checkout_url', '<>', '')
        .where('created_at', '<=', createdBefore.toISOString())
        // Both engines sort '' before any instant; NULL sorts first on SQLite and last on PostgreSQL.
        .orderBy((eb) => eb.fn.coalesce('last_checked_at', eb.val('')))
        .orderBy('created_at')
        .limit(limit)
        .execute()
    );
  }

  async markChecked(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('payment_links')
      .set({ last_checked_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** Cancelled and expired links due for another check, closed since `closedSince`, the most overdue first. */
  async closedDueForReconciliation(
    now: Date,
    closedSince: Date,
    limit: number,
    { anyTime = false } = {},
  ): Promise<PaymentLinkRow[]> {
    return this.db
      .selectFrom('payment_links')
      .selectAll()
      .where('status', 'in', ['cancelled', 'expired'])
      .where('checkout_url', '<>', '')
      .where('closed_at', '>=', closedSince.toISOString())
      .where('next_check_at', anyTime ? 'is not' : '<=', anyTime ? null : now.toISOString())
      .orderBy('next_check_at')
      .limit(limit)
      .execute();
  }

  /** Records a check of a closed link and when the next is due (null: no more). */
  async scheduleNextCheck(id: string, now: Date, next: Date | null): Promise<void> {
    await this.db
      .updateTable('payment_links')
      .set({ last_checked_at: now.toISOString(), next_check_at: next?.toISOString() ?? null })
      .where('id', '=', id)
      .execute();
  }

  /** Pending links past their expiry (of one customer record, or all), to ask the gateway about first. */
  async dueToExpire(now: Date, limit: number, customerId?: number): Promise<PaymentLinkRow[]> {
    let query = this.db
      .selectFrom('payment_links')
      .selectAll()
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now.toISOString())
      .orderBy('expires_at')
      .limit(limit);
    if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
    return query.execute();
  }

  /** Closes a pending link past its expiry; null when it is no longer pending (paid meanwhile). */
  async expire(id: string, now: Date, firstCheckAt: Date): Promise<PaymentLinkRow | null> {
    return this.closePending(id, 'expired', now, firstCheckAt, now.toISOString());
  }

  private async closePending(
    id: string,
    status: 'cancelled' | 'expired',
    now: Date,
    firstCheckAt: Date,
    /** When set, only a link that expires by this instant closes. */
    expiredBy?: string,
  ): Promise<PaymentLinkRow | null> {
    let query = this.db
      .updateTable('payment_links')
      .set({ ...closing(now, firstCheckAt), status })
      .where('id', '=', id)
      .where('status', '=', 'pending');
    if (expiredBy !== undefined) query = query.where('expires_at', '<=', expiredBy);
    const row = await query.returningAll().executeTakeFirst();
    return row ?? null;
  }

  /** The gateway reported this payment of the link in process (a settled link keeps no such mark). */
  async markInProcess(id: string, gatewayPaymentId: string): Promise<void> {
    await this.db
      .updateTable('payment_links')
      .set({ in_process_payment_id: gatewayPaymentId })
      .where('id', '=', id)
      .where('status', '<>', 'paid')
      .execute();
  }

  /** The payment in process was declined: only that payment's mark is removed, never a newer one's. */
  async clearInProcess(id: string, gatewayPaymentId: string): Promise<void> {
    await this.db
      .updateTable('payment_links')
      .set({ in_process_payment_id: null })
      .where('id', '=', id)
      .where('in_process_payment_id', '=', gatewayPaymentId)
      .execute();
  }

  /** The customer's open invoices with a payment in process, each with its link's id. */
  async inProcessInvoices(customerId: number, now: Date): Promise<Map<number, string>> {
    const rows = await inProcessInvoicesQuery(this.db, customerId, now).execute();
    return new Map(rows.map((row) => [row.invoice_id, row.payment_link_id]));
  }
}
