// The incident a fault claim belongs to, found at intake inside the claim's own transaction (issue #31 §5): the
// most recent incident in force whose localities include the claim's. Compiled once: it runs on the hot insert
// path, and only for claims of class 'falla'.
import { incidentTouchesLocality } from '@portal/domain';
import { sql, type Kysely } from 'kysely';
import { PreparedSql } from '../../infrastructure/db/prepared-sql.js';
import type { Database } from '../../infrastructure/db/schema.js';
import { localitiesOf } from './incidents-repository.js';

export class IncidentLinksRepository {
  readonly #inForce: PreparedSql<{ id: number; localities: string | null }>;

  constructor(db: Kysely<Database>) {
    this.#inForce = new PreparedSql(
      db,
      sql`select id, localities from incidents
        where closed_at is null and starts_at <= ${0} and estimated_end_at > ${1}
        order by starts_at desc, id desc`,
    );
  }

  async incidentFor(trx: Kysely<Database>, locality: string | null, at: Date): Promise<number | null> {
    const instant = at.toISOString();
    const open = await this.#inForce.execute(trx, [instant, instant]);
    const match = open.find((row) =>
      incidentTouchesLocality({ localities: localitiesOf(row.localities) }, locality),
    );
    return match?.id ?? null;
  }
}
