// Billing in the back office (issue #31 §4): the imports staff upload from the screen (stored with their hash at
// the dry run, applied once by a conditional status change), and the payments that need a person (charge-backs,
// refunds, amounts that did not match, links paid after they closed), one case per gateway payment and kind.
import type { Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { idColumn, timestamps, type AnyDb } from '../helpers.js';

export function billingDesk(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const imports = idColumn(dialect, db.schema.createTable('billing_imports'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('file_hash', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('invoices', 'integer', (c) => c.notNull())
        // checked -> applying -> applied; back to checked when applying fails.
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('checked'))
        .addColumn('dry_run', 'text', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('checked_by', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
        .addColumn('applied_by', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
        .addColumn('applied_at', 'text');
      await timestamps(dialect, imports).execute();
      await db.schema
        .createIndex('billing_imports_created_idx')
        .on('billing_imports')
        .column('created_at')
        .execute();

      const reviews = idColumn(dialect, db.schema.createTable('payment_reviews'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('gateway', 'text', (c) => c.notNull())
        .addColumn('gateway_payment_id', 'text', (c) => c.notNull())
        .addColumn('payment_link_id', 'text')
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('expected_cents', 'integer')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('note', 'text')
        .addColumn('resolved_by', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
        .addColumn('resolved_at', 'text')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        // A redelivered notification finds its case already recorded.
        .addUniqueConstraint('payment_reviews_case_key', ['gateway', 'gateway_payment_id', 'kind']);
      await timestamps(dialect, reviews).execute();
      await db.schema
        .createIndex('payment_reviews_status_idx')
        .on('payment_reviews')
        .columns(['status', 'created_at'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('payment_reviews').execute();
      await db.schema.dropTable('billing_imports').execute();
    },
  };
}
