// The checks a visitor starts for a baja or arrepentimiento: what they gave and the record it matched, if any,
// under a random id the second step names.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface CancellationCheckRow {
  id: string;
  customerId: number | null;
  kind: string;
  service: string;
  document: string;
  customerNumber: string;
  contractDate: string | null;
}

export class CancellationChecksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(check: Omit<CancellationCheckRow, 'id'>, now: Date = new Date()): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto('cancellation_checks')
      .values({
        id,
        customer_id: check.customerId,
        kind: check.kind,
        service: check.service,
        document: check.document,
        customer_number: check.customerNumber,
        contract_date: check.contractDate,
        created_at: now.toISOString(),
      })
      .execute();
    return id;
  }

  async find(id: string): Promise<CancellationCheckRow | undefined> {
    const row = await this.db
      .selectFrom('cancellation_checks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        customerId: row.customer_id,
        kind: row.kind,
        service: row.service,
        document: row.document,
        customerNumber: row.customer_number,
        contractDate: row.contract_date,
      }
    );
  }
}
