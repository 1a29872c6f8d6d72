// Mis datos (issue #32 §4, ADR 0104): one open personal data suppression request (type 54) per customer record.
// A partial unique index makes the rule atomic on both databases: of two parallel requests one insert fails.
import { sql, type Migration } from 'kysely';
import type { AnyDb } from '../helpers.js';

/** Values frozen here on purpose: a migration that shipped never changes with the domain's lists. */
const OPEN_SUPPRESSION = sql.raw<boolean>(
  "type = 54 and customer_id is not null and status in ('received', 'in_progress', 'waiting_customer')",
);

export function personalData(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createIndex('requests_one_open_suppression_idx')
        .on('requests')
        .column('customer_id')
        .unique()
        .where(OPEN_SUPPRESSION)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('requests_one_open_suppression_idx').execute();
    },
  };
}
