// Bytes of attachments each login stored per local day (America/Argentina/Ushuaia), so the daily upload cap
// holds under parallel requests: one row per login and day, grown only by a conditional upsert
// (docs/decisions/0054-streamed-uploads-and-pdf-checks.md).
import type { Migration } from 'kysely';
import type { AnyDb } from '../helpers.js';

export function uploadUsage(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('upload_usage')
        .addColumn('login_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('used_bytes', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('upload_usage_pk', ['login_id', 'day'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('upload_usage').execute();
    },
  };
}
