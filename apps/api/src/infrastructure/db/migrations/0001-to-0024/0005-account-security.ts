// Account security: throttling of login attempts per username, spent single-use tokens (ALTCHA solutions,
// password reset tokens) and the counters that make request numbers human-readable ('G-2026-000123').
import type { Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import type { AnyDb } from '../helpers.js';

export function accountSecurity(_dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('login_throttle')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('spent_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('spent_tokens_expires_idx')
        .on('spent_tokens')
        .column('expires_at')
        .execute();

      await db.schema
        .createTable('request_counters')
        .addColumn('scope', 'text', (c) => c.primaryKey())
        .addColumn('last_value', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of ['request_counters', 'spent_tokens', 'login_throttle']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
