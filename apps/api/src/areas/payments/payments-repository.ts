// Confirmed payments (issue #13 §4). Applying one is a single transaction: the payment row (unique per gateway
// payment id, so a second delivery inserts nothing and changes nothing), the allocation over the link's
// invoices oldest first, then over the record's other open invoices oldest first (a link cancelled, expired or
// paid meanwhile: ADR 0081), with conditional updates of their balances, any excess as a customer credit for
// staff, the link marked paid, and whatever the caller writes with it (the receipt mail in the outbox). A
// reversal puts the balances back the same way.
import { PAYABLE_INVOICE_STATES } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { InvoicesTable } from '../../infrastructure/db/tables/billing.js';

export interface ApprovedPayment {
  gateway: string;
  gatewayPaymentId: string;
  linkId: string;
  customerId: number;
  amountCents: number;
  currency: string;
  approvedAt: string;
}

/** An invoice's key and its fiscal voucher data, so mails can name it as its PDF does. */
type InvoiceVoucher = Pick<InvoicesTable, 'facturaid' | 'tipo_cmp' | 'pto_vta' | 'nro_cmp'>;

export interface Allocation extends InvoiceVoucher {
  invoiceId: number;
  amountCents: number;
  /** The invoice's balance after this payment. */
  saldoCents: number;
}

export interface AppliedPayment {
  paymentId: number;
  allocations: Allocation[];
  /** What no open invoice could take: recorded as a customer credit that staff must refund or credit. */
  unallocatedCents: number;
}

export interface ReversedPayment {
  paymentId: number;
  customerId: number;
  amountCents: number;
  invoices: Array<InvoiceVoucher & { amountCents: number }>;
}

const VOUCHER_COLUMNS = [
  'invoices.facturaid',
  'invoices.tipo_cmp',
  'invoices.pto_vta',
  'invoices.nro_cmp',
] as const;

type InTransaction<T> = (trx: Transaction<Database>, result: T) => Promise<void>;

/** A balance changed under us (another payment of the same invoice, on PostgreSQL): read it again. */
const MAX_BALANCE_RETRIES = 5;

export class PaymentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Null when this gateway payment was already applied (nothing changes then). */
  async applyApproved(
    payment: ApprovedPayment,
    now: Date,
    inTransaction: InTransaction<AppliedPayment>,
  ): Promise<AppliedPayment | null> {
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('payments')
        .values({
          gateway: payment.gateway,
          gateway_payment_id: payment.gatewayPaymentId,
          payment_link_id: payment.linkId,
          customer_id: payment.customerId,
          amount_cents: payment.amountCents,
          currency: payment.currency,
          status: 'approved',
          approved_at: payment.approvedAt,
          reversed_at: null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.columns(['gateway', 'gateway_payment_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return null;

      const linked = await trx
        .selectFrom('payment_link_invoices')
        .innerJoin('invoices', 'invoices.id', 'payment_link_invoices.invoice_id')
        .select(['invoices.id', ...VOUCHER_COLUMNS])
        .where('payment_link_invoices.payment_link_id', '=', payment.linkId)
        .orderBy('invoices.vencimiento')
        .orderBy('invoices.facturaid')
        .execute();
      const others = await trx
        .selectFrom('invoices')
        .select(['invoices.id', ...VOUCHER_COLUMNS])
        .where('customer_id', '=', payment.customerId)
        .where('estado', 'in', PAYABLE_INVOICE_STATES)
        .where('importe_saldo_cents', '>', 0)
        .orderBy('vencimiento')
        .orderBy('facturaid')
        .execute();
      const linkedIds = new Set(linked.map((invoice) => invoice.id));
      const invoices = [...linked, ...others.filter((invoice) => !linkedIds.has(invoice.id))];
      let remaining = payment.amountCents;
      const allocations: Allocation[] = [];
      for (const invoice of invoices) {
        if (remaining === 0) break;
        const taken = await this.#takeFromBalance(trx, invoice.id, remaining, at);
        if (!taken) continue;
        remaining -= taken.amountCents;
        const { id, ...voucher } = invoice;
        allocations.push({ invoiceId: id, ...voucher, ...taken });
      }
      if (allocations.length > 0) {
        await trx
          .insertInto('payment_allocations')
          .values(
            allocations.map((a) => ({
              payment_id: inserted.id,
              invoice_id: a.invoiceId,
              amount_cents: a.amountCents,
            })),
          )
          .execute();
      }
      if (remaining > 0) {
        await trx
          .insertInto('customer_credits')
          .values({
            customer_id: payment.customerId,
            payment_id: inserted.id,
            amount_cents: remaining,
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
      // Whatever it was (open, cancelled, expired), the link is settled: no payment is in process on it any more.
      await trx
        .updateTable('payment_links')
        .set({ status: 'paid', paid_at: payment.approvedAt, in_process_payment_id: null, updated_at: at })
        .where('id', '=', payment.linkId)
        .execute();
      const applied = { paymentId: inserted.id, allocations, unallocatedCents: remaining };
      await inTransaction(trx, applied);
      return applied;
    });
  }

  /**
   * Takes up to `wanted` cents from an open invoice's balance with a compare-and-set on the balance read, so
   * two payments of one invoice never both take the same cents. PARCIAL while some is left, PAGA at zero.
   */
  async #takeFromBalance(
    trx: Transaction<Database>,
    invoiceId: number,
    wanted: number,
    at: string,
  ): Promise<{ amountCents: number; saldoCents: number } | null> {
    for (let attempt = 0; attempt < MAX_BALANCE_RETRIES; attempt++) {
      const invoice = await trx
        .selectFrom('invoices')
        .select(['importe_saldo_cents', 'estado'])
        .where('id', '=', invoiceId)
        .executeTakeFirstOrThrow();
      if (invoice.estado === 'ANULADA' || invoice.importe_saldo_cents <= 0) return null;
      const amountCents = Math.min(invoice.importe_saldo_cents, wanted);
      const saldoCents = invoice.importe_saldo_cents - amountCents;
      const result = await trx
        .updateTable('invoices')
        .set({
          importe_saldo_cents: saldoCents,
          estado: saldoCents === 0 ? 'PAGA' : 'PARCIAL',
          updated_at: at,
        })
        .where('id', '=', invoiceId)
        .where('importe_saldo_cents', '=', invoice.importe_saldo_cents)
        .executeTakeFirst();
      if (result.numUpdatedRows === 1n) return { amountCents, saldoCents };
    }
    throw new Error(`invoice ${invoiceId} balance kept changing while applying a payment`);
  }

  /**
   * Marks an approved payment refunded or charged back and gives its allocations back to the invoices' balances
   * (IMPAGA when whole again, PARCIAL otherwise). Null when it was never applied or is already reversed.
   */
  async reverse(
    gateway: string,
    gatewayPaymentId: string,
    status: 'refunded' | 'charged_back',
    now: Date,
    inTransaction: InTransaction<ReversedPayment>,
  ): Promise<ReversedPayment | null> {
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const payment = await trx
        .updateTable('payments')
        .set({ status, reversed_at: at, updated_at: at })
        .where('gateway', '=', gateway)
        .where('gateway_payment_id', '=', gatewayPaymentId)
        .where('status', '=', 'approved')
        .returning(['id', 'customer_id', 'amount_cents'])
        .executeTakeFirst();
      if (!payment) return null;
      const allocations = await trx
        .selectFrom('payment_allocations')
        .innerJoin('invoices', 'invoices.id', 'payment_allocations.invoice_id')
        .select(['invoices.id', ...VOUCHER_COLUMNS, 'payment_allocations.amount_cents'])
        .where('payment_allocations.payment_id', '=', payment.id)
        // The order applying takes its row locks in, so a reversal and a payment never wait on each other.
        .orderBy('invoices.vencimiento')
        .orderBy('invoices.facturaid')
        .execute();
      for (const allocation of allocations) {
        // One relative update: correct whatever other payments did to the balance meanwhile.
        await trx
          .updateTable('invoices')
          .set({
            importe_saldo_cents: sql`importe_saldo_cents + ${allocation.amount_cents}`,
            estado: sql`case when importe_saldo_cents + ${allocation.amount_cents} >= importe_cents then 'IMPAGA' else 'PARCIAL' end`,
            updated_at: at,
          })
          .where('id', '=', allocation.id)
          .execute();
      }
      await trx
        .updateTable('customer_credits')
        .set({ status: 'reversed', updated_at: at })
        .where('payment_id', '=', payment.id)
        .execute();
      const reversed: ReversedPayment = {
        paymentId: payment.id,
        customerId: payment.customer_id,
        amountCents: payment.amount_cents,
        invoices: allocations.map((a) => ({
          facturaid: a.facturaid,
          tipo_cmp: a.tipo_cmp,
          pto_vta: a.pto_vta,
          nro_cmp: a.nro_cmp,
          amountCents: a.amount_cents,
        })),
      };
      await inTransaction(trx, reversed);
      return reversed;
    });
  }
}
