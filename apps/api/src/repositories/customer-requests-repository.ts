// Reads of one customer's requests for "Mis gestiones": only rows stored with that customer's id, newest first.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface CustomerRequestRow {
  number: string;
  type: number;
  summary: string;
  status: string;
  created_at: string;
}

export class CustomerRequestsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listForCustomer(customerId: number, limit: number): Promise<CustomerRequestRow[]> {
    return this.db
      .selectFrom('requests')
      .select(['number', 'type', 'summary', 'status', 'created_at'])
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
