// Requests staff work on (assistance, registrations; later every message type), each with a human request
// number 'G-<year>-<6 digits>' drawn from a per-year counter in the same transaction as the insert.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

export const REQUEST_NUMBER_PREFIX = 'G';

export interface NewRequest {
  type: number;
  companyCode: number;
  customerId: number | null;
  email: string | null;
  summary: string;
  payload: Record<string, unknown>;
}

export interface StoredRequest {
  id: number;
  number: string;
}

async function nextNumber(trx: Transaction<Database>, year: number): Promise<string> {
  const scope = `${REQUEST_NUMBER_PREFIX}-${year}`;
  const row = await trx
    .insertInto('request_counters')
    .values({ scope, last_value: 1 })
    .onConflict((oc) =>
      oc.column('scope').doUpdateSet((eb) => ({ last_value: eb('request_counters.last_value', '+', 1) })),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return `${scope}-${String(row.last_value).padStart(6, '0')}`;
}

/**
 * Inserts a request and draws its number inside the caller's transaction, so callers that store more rows
 * with it (attachments, outbox mail) commit all or nothing.
 */
export async function insertRequest(
  trx: Transaction<Database>,
  request: NewRequest,
  now: Date = new Date(),
): Promise<StoredRequest> {
  const number = await nextNumber(trx, now.getUTCFullYear());
  const row = await trx
    .insertInto('requests')
    .values({
      number,
      type: request.type,
      company_code: request.companyCode,
      customer_id: request.customerId,
      email: request.email,
      summary: request.summary,
      payload: JSON.stringify(request.payload),
      status: 'received',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, number };
}

export class RequestsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(request: NewRequest, now: Date = new Date()): Promise<StoredRequest> {
    return this.db.transaction().execute((trx) => insertRequest(trx, request, now));
  }
}
