// The open personal data suppression request of a customer record, if any: migration 0035's partial unique
// index allows one, so a parallel second insert fails and this read names the one that won.
import { ACCOUNT_REQUEST_TYPES, CLOSED_DESK_STATUSES } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export class SuppressionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async openFor(customerId: number): Promise<{ number: string; due_date: string } | undefined> {
    return this.db
      .selectFrom('requests')
      .select(['number', 'due_date'])
      .where('customer_id', '=', customerId)
      .where('type', '=', ACCOUNT_REQUEST_TYPES.dataSuppression)
      .where('status', 'not in', CLOSED_DESK_STATUSES)
      .executeTakeFirst();
  }
}
