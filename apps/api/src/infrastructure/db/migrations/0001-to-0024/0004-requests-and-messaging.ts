// Requests (every message type, with attachments and a request number), one-time codes, the mail outbox and
// the audit log of staff actions.
import type { Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { type AnyDb, createdAt, idColumn, timestamps } from '../helpers.js';

export function requestsAndMessaging(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const requests = idColumn(dialect, db.schema.createTable('requests'))
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('company_code', 'integer', (c) => c.notNull())
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
        .addColumn('email', 'text')
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
        .addColumn('assigned_staff_id', 'integer', (c) =>
          c.references('staff_users.id').onDelete('set null'),
        );
      await timestamps(dialect, requests).execute();
      await db.schema.createIndex('requests_customer_idx').on('requests').column('customer_id').execute();
      await db.schema
        .createIndex('requests_status_idx')
        .on('requests')
        .columns(['status', 'created_at'])
        .execute();

      const attachments = idColumn(dialect, db.schema.createTable('request_attachments'))
        .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
        .addColumn('slot', 'text', (c) => c.notNull())
        .addColumn('original_name', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull());
      await createdAt(dialect, attachments).execute();
      await db.schema
        .createIndex('request_attachments_request_idx')
        .on('request_attachments')
        .column('request_id')
        .execute();

      const codes = idColumn(dialect, db.schema.createTable('one_time_codes'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text');
      await createdAt(dialect, codes).execute();
      await db.schema
        .createIndex('one_time_codes_subject_idx')
        .on('one_time_codes')
        .columns(['subject', 'purpose', 'created_at'])
        .execute();

      const outbox = idColumn(dialect, db.schema.createTable('outbox_mail'))
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'text');
      await createdAt(dialect, outbox).execute();
      await db.schema
        .createIndex('outbox_mail_status_idx')
        .on('outbox_mail')
        .columns(['status', 'created_at'])
        .execute();

      const audit = idColumn(dialect, db.schema.createTable('audit_log'))
        .addColumn('staff_user_id', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('details', 'text')
        .addColumn('ip', 'text');
      await createdAt(dialect, audit).execute();
      await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
    },
    async down(db: AnyDb) {
      for (const table of ['audit_log', 'outbox_mail', 'one_time_codes', 'request_attachments', 'requests']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
