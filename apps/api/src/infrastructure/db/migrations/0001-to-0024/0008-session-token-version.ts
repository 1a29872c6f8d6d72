// Per-login token version (ADR 0036): every session token carries the version of its login at sign-in, and a
// password change or reset bumps it, so every token issued before dies at once on every instance.
import type { Migration } from 'kysely';
import type { AnyDb } from '../helpers.js';

export function sessionTokenVersion(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('logins')
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('logins').dropColumn('token_version').execute();
    },
  };
}
