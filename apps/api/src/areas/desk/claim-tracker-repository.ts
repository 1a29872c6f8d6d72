// The one request the public claim tracker reads: its dates and state, and the DNIs it may be asked with (the
// one written in its form and the customer record's).
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface TrackedRequestRow {
  number: string;
  type: number;
  status: string;
  request_class: string;
  created_at: string;
  updated_at: string;
  due_date: string;
  closed_at: string | null;
  payload: string;
  record_dni: string | null;
}

export class ClaimTrackerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByNumber(number: string): Promise<TrackedRequestRow | undefined> {
    return this.db
      .selectFrom('requests as r')
      .leftJoin('customers as c', 'c.id', 'r.customer_id')
      .select([
        'r.number',
        'r.type',
        'r.status',
        'r.request_class',
        'r.created_at',
        'r.updated_at',
        'r.due_date',
        'r.closed_at',
        'r.payload',
        'c.dni as record_dni',
      ])
      .where('r.number', '=', number)
      .executeTakeFirst();
  }
}
