// Reads behind Mis servicios: a customer's services with their catalogue plan and the sum of what is owed (the
// automatic debit in force is DebitRegistrationsRepository's). Every read is by the customer's internal id (the route has checked ownership).
import { PAYABLE_INVOICE_STATES } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface ServiceRow {
  producto: string;
  producto_tipo: string;
  estado: string;
  plan_name: string | null;
  packet_name: string | null;
  amount_cents: number | null;
}

export interface OwedRow {
  total_cents: number;
  count: number;
  next_due: string | null;
}

export class AccountOverviewRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async services(customerId: number): Promise<ServiceRow[]> {
    return this.db
      .selectFrom('customer_services')
      .leftJoin('plans', 'plans.id', 'customer_services.plan_id')
      .select([
        'customer_services.producto',
        'customer_services.producto_tipo',
        'customer_services.estado',
        'plans.name as plan_name',
        'plans.packet_name',
        'plans.amount_cents',
      ])
      .where('customer_services.customer_id', '=', customerId)
      .orderBy('customer_services.id')
      .execute();
  }

  /** Whether the newest mail to `address` ended failed: the SMTP relay gave up on it (ADR 0053). */
  async emailBouncing(address: string): Promise<boolean> {
    const newest = await this.db
      .selectFrom('outbox_mail')
      .select('status')
      .where('to_address', '=', address)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return newest?.status === 'failed';
  }

  async owed(customerId: number): Promise<OwedRow> {
    const row = await this.db
      .selectFrom('invoices')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number | string>('importe_saldo_cents'), eb.lit(0)).as('total_cents'),
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.min<string | null>('vencimiento').as('next_due'),
      ])
      .where('customer_id', '=', customerId)
      .where('estado', 'in', PAYABLE_INVOICE_STATES)
      .executeTakeFirstOrThrow();
    // PostgreSQL answers sums and counts of integers as bigint text.
    return { total_cents: Number(row.total_cents), count: Number(row.count), next_due: row.next_due };
  }
}
