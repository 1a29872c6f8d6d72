// Payments the portal applied, one line per payment and invoice, for the billing system's reconciliation.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface AppliedPaymentLine {
  gateway: string;
  gateway_payment_id: string;
  clientenro: number;
  facturaid: number;
  amount_cents: number;
  currency: string;
  approved_at: string;
  status: string;
  reversed_at: string | null;
}

export class BillingPaymentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Approved in [from, to) (ISO instants, comparable as text: ADR 0010), oldest first. */
  async approvedBetween(from: string, to: string): Promise<AppliedPaymentLine[]> {
    return this.db
      .selectFrom('payments')
      .innerJoin('payment_allocations', 'payment_allocations.payment_id', 'payments.id')
      .innerJoin('invoices', 'invoices.id', 'payment_allocations.invoice_id')
      .innerJoin('customers', 'customers.id', 'payments.customer_id')
      .select([
        'payments.gateway',
        'payments.gateway_payment_id',
        'customers.cliente as clientenro',
        'invoices.facturaid',
        'payment_allocations.amount_cents',
        'payments.currency',
        'payments.approved_at',
        'payments.status',
        'payments.reversed_at',
      ])
      .where('payments.approved_at', '>=', from)
      .where('payments.approved_at', '<', to)
      .orderBy('payments.approved_at')
      .orderBy('payments.id')
      .orderBy('invoices.facturaid')
      .execute();
  }
}
