// Incidents (migration 0034). An edit takes the version the supervisor read and bumps it in one conditional
// statement; a close also asks that the incident be open, so of two parallel closes exactly one changes the row.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, IncidentsTable } from '../../infrastructure/db/schema.js';

export type IncidentRow = Selectable<IncidentsTable> & { linked_requests: number };

export interface IncidentFields {
  service: string;
  localities: readonly string[] | null;
  publicText: string;
  startsAt: string;
  estimatedEndAt: string;
}

const LIST_LIMIT = 200;

const columnsOf = (fields: IncidentFields) => ({
  service: fields.service,
  localities: fields.localities === null ? null : JSON.stringify(fields.localities),
  public_text: fields.publicText,
  starts_at: fields.startsAt,
  estimated_end_at: fields.estimatedEndAt,
});

/** The stored localities: a JSON array of names, or null for every locality. */
export function localitiesOf(stored: string | null): string[] | null {
  if (stored === null) return null;
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : null;
}

export class IncidentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  #withLinks(executor: Kysely<Database>) {
    return executor
      .selectFrom('incidents as i')
      .selectAll('i')
      .select((eb) =>
        eb
          .selectFrom('requests as r')
          .whereRef('r.incident_id', '=', 'i.id')
          .select(sql<number>`cast(count(*) as integer)`.as('n'))
          .as('linked_requests'),
      );
  }

  async list(): Promise<IncidentRow[]> {
    const rows = await this.#withLinks(this.db)
      .orderBy('i.starts_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(LIST_LIMIT)
      .execute();
    return rows.map((row) => ({ ...row, linked_requests: Number(row.linked_requests ?? 0) }));
  }

  async find(id: number, executor: Kysely<Database> = this.db): Promise<IncidentRow | undefined> {
    const row = await this.#withLinks(executor).where('i.id', '=', id).executeTakeFirst();
    return row && { ...row, linked_requests: Number(row.linked_requests ?? 0) };
  }

  /** Open incidents whose window holds `at` (the few the site shows). */
  async inForce(at: string): Promise<Selectable<IncidentsTable>[]> {
    return this.db
      .selectFrom('incidents')
      .selectAll()
      .where('closed_at', 'is', null)
      .where('starts_at', '<=', at)
      .where('estimated_end_at', '>', at)
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async insert(fields: IncidentFields, createdBy: number, trx: Kysely<Database>): Promise<number> {
    const row = await trx
      .insertInto('incidents')
      .values({ ...columnsOf(fields), created_by: createdBy })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Whether the open incident at `version` changed. */
  async update(id: number, version: number, fields: IncidentFields, trx: Kysely<Database>, now: string) {
    const result = await trx
      .updateTable('incidents')
      .set({ ...columnsOf(fields), version: version + 1, updated_at: now })
      .where('id', '=', id)
      .where('version', '=', version)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Whether this call closed it: false when another close (or edit) got there first. */
  async close(id: number, version: number, trx: Kysely<Database>, now: string): Promise<boolean> {
    const result = await trx
      .updateTable('incidents')
      .set({ closed_at: now, version: version + 1, updated_at: now })
      .where('id', '=', id)
      .where('version', '=', version)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
