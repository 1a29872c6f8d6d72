// Reads the register of every baja and arrepentimiento, oldest first; when a line was resolved is its
// request's closed_at (the register itself is append-only).
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface RegisterLine {
  receivedAt: string;
  medium: string;
  kind: string;
  number: string;
  verified: boolean;
  resolvedAt: string | null;
}

export class CancellationRegisterRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<RegisterLine[]> {
    const rows = await this.db
      .selectFrom('cancellation_register as c')
      .innerJoin('requests as r', 'r.id', 'c.request_id')
      .select(['c.received_at', 'c.medium', 'c.kind', 'c.request_number', 'c.verified', 'r.closed_at'])
      .orderBy('c.received_at')
      .orderBy('c.id')
      .execute();
    return rows.map((row) => ({
      receivedAt: row.received_at,
      medium: row.medium,
      kind: row.kind,
      number: row.request_number,
      verified: row.verified === 1,
      resolvedAt: row.closed_at,
    }));
  }
}
