// The desk's tools (issue #30 §2): canned replies that admins keep, with a version so two admins editing the
// same one never overwrite each other. Presence lives in Redis or memory, the report reads the requests.
import type { Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { flag, idColumn, timestamps, type AnyDb } from '../helpers.js';

export function deskTools(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      let table = idColumn(dialect, db.schema.createTable('canned_replies'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        // null: offered in every queue.
        .addColumn('queue', 'text')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1));
      table = flag(table, 'active', 1);
      await timestamps(dialect, table).execute();
      await db.schema.createIndex('canned_replies_title_idx').on('canned_replies').column('title').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('canned_replies').execute();
    },
  };
}
