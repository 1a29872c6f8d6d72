// The SMTP relay delivers queued outbox rows with retries: each row carries when it is next due.
import type { Migration } from 'kysely';
import type { AnyDb } from '../helpers.js';

export function outboxRelay(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('outbox_mail').addColumn('next_attempt_at', 'text').execute();
      await db.schema
        .createIndex('outbox_mail_due_idx')
        .on('outbox_mail')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('outbox_mail_due_idx').execute();
      await db.schema.alterTable('outbox_mail').dropColumn('next_attempt_at').execute();
    },
  };
}
