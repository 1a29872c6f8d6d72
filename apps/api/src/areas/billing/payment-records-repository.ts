// Reads of the payments a gateway confirmed and how each was spread over invoices (migration 0016), for the
// receipt PDF and the account statement. Writing them is the payment confirmation's job; this only reads.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface PaymentRecordRow {
  id: number;
  customer_id: number;
  gateway: string;
  gateway_payment_id: string;
  amount_cents: number;
  currency: string;
  status: string;
  approved_at: string;
  reversed_at: string | null;
}

export interface AllocationRow {
  payment_id: number;
  invoice_id: number;
  facturaid: number;
  tipo_cmp: number | null;
  pto_vta: number | null;
  nro_cmp: number | null;
  amount_cents: number;
}

const PAYMENT_COLUMNS = [
  'id',
  'customer_id',
  'gateway',
  'gateway_payment_id',
  'amount_cents',
  'currency',
  'status',
  'approved_at',
  'reversed_at',
] as const;

export class PaymentRecordsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(paymentId: number): Promise<PaymentRecordRow | undefined> {
    return this.db
      .selectFrom('payments')
      .select(PAYMENT_COLUMNS)
      .where('id', '=', paymentId)
      .executeTakeFirst();
  }

  async listForCustomer(customerId: number): Promise<PaymentRecordRow[]> {
    return this.db
      .selectFrom('payments')
      .select(PAYMENT_COLUMNS)
      .where('customer_id', '=', customerId)
      .orderBy('approved_at')
      .orderBy('id')
      .execute();
  }

  /** Allocations of the given payments, with the voucher of each invoice they went to. */
  async allocations(paymentIds: readonly number[]): Promise<AllocationRow[]> {
    if (paymentIds.length === 0) return [];
    return this.db
      .selectFrom('payment_allocations')
      .innerJoin('invoices', 'invoices.id', 'payment_allocations.invoice_id')
      .select([
        'payment_allocations.payment_id',
        'payment_allocations.invoice_id',
        'invoices.facturaid',
        'invoices.tipo_cmp',
        'invoices.pto_vta',
        'invoices.nro_cmp',
        'payment_allocations.amount_cents',
      ])
      .where('payment_allocations.payment_id', 'in', paymentIds)
      .orderBy('payment_allocations.payment_id')
      .orderBy('invoices.vencimiento')
      .orderBy('invoices.facturaid')
      .execute();
  }
}
