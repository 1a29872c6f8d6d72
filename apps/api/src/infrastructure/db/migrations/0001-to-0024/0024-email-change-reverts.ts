// 'No fui yo' links of the login email change notice (ADR 0084): one row per confirmed change, holding the
// address to restore and the SHA-256 of the link's secret (never the secret), valid 7 days and spent once.
import type { Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { createdAt, idColumn, type AnyDb } from '../helpers.js';

export function emailChangeReverts(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      let table = db.schema.createTable('email_change_reverts');
      table = idColumn(dialect, table)
        .addColumn('login_id', 'integer', (c) => c.notNull().references('logins.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('old_email', 'text', (c) => c.notNull())
        .addColumn('new_email', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text');
      await createdAt(dialect, table).execute();
      await db.schema
        .createIndex('email_change_reverts_login_idx')
        .on('email_change_reverts')
        .column('login_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('email_change_reverts').execute();
    },
  };
}
