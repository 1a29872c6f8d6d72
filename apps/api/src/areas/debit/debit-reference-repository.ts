// The automatic-debit wizard's reference lists: banks and payment methods (spec §3). Only active rows are
// offered, and the actions check a chosen bank or method against the same rows.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface BankRow {
  bancoid: number;
  banconombre: string;
}

export interface PaymentMethodRow {
  medcobroid: number;
  medcobronombre: string;
  /** card or cbu. */
  kind: string;
}

export class DebitReferenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Active banks, unordered: the service sorts them by their Spanish name, the same on both databases. */
  async activeBanks(): Promise<BankRow[]> {
    return this.db.selectFrom('banks').select(['bancoid', 'banconombre']).where('active', '=', 1).execute();
  }

  /** Active payment methods in their sort order (13, 12, 27, 33, 35, 32, then 45 as seeded). */
  async activePaymentMethods(): Promise<PaymentMethodRow[]> {
    return this.db
      .selectFrom('payment_methods')
      .select(['medcobroid', 'medcobronombre', 'kind'])
      .where('active', '=', 1)
      .orderBy('sort_order')
      .orderBy('medcobroid')
      .execute();
  }

  async activeBank(bancoid: number): Promise<BankRow | null> {
    const row = await this.db
      .selectFrom('banks')
      .select(['bancoid', 'banconombre'])
      .where('bancoid', '=', bancoid)
      .where('active', '=', 1)
      .executeTakeFirst();
    return row ?? null;
  }

  async activePaymentMethod(medcobroid: number): Promise<PaymentMethodRow | null> {
    const row = await this.db
      .selectFrom('payment_methods')
      .select(['medcobroid', 'medcobronombre', 'kind'])
      .where('medcobroid', '=', medcobroid)
      .where('active', '=', 1)
      .executeTakeFirst();
    return row ?? null;
  }
}
