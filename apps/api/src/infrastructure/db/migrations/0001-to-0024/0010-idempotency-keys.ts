// Idempotency keys (docs/decisions/0016-idempotency-keys.md): one row per (scope, key) holds the claim of the
// request in progress and, once the creating transaction commits, the answer a retry replays.
import type { Migration } from 'kysely';
import type { AnyDb } from '../helpers.js';

export function idempotencyKeys(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('lease', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('body', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
        .execute();
      await db.schema
        .createIndex('idempotency_keys_created_idx')
        .on('idempotency_keys')
        .column('created_at')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('idempotency_keys').execute();
    },
  };
}
