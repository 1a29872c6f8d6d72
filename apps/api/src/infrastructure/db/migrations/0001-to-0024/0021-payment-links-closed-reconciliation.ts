// Issue #28 §1 (ADR 0081): a cancelled or expired link is still asked about for 30 days, with backoff
// (closed_at, next_check_at); a payment the gateway reported in process is remembered on its link
// (in_process_payment_id), so its invoices are not offered again; money no invoice could take becomes a
// customer credit staff must review. Links closed before this migration enter the same 30-day window.
import { sql, type Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { idColumn, timestamps, type AnyDb } from '../helpers.js';

export function paymentLinksClosedReconciliation(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('payment_links').addColumn('closed_at', 'text').execute();
      await db.schema.alterTable('payment_links').addColumn('next_check_at', 'text').execute();
      await db.schema.alterTable('payment_links').addColumn('in_process_payment_id', 'text').execute();
      await db.schema
        .createIndex('payment_links_next_check_idx')
        .on('payment_links')
        .columns(['next_check_at', 'closed_at'])
        .execute();
      await db
        .updateTable('payment_links')
        .set({ closed_at: sql.ref('updated_at'), next_check_at: sql.ref('updated_at') })
        .where('status', 'in', ['cancelled', 'expired'])
        .execute();

      const credits = idColumn(dialect, db.schema.createTable('customer_credits'))
        .addColumn('customer_id', 'integer', (c) =>
          c.notNull().references('customers.id').onDelete('cascade'),
        )
        // One credit per payment: applying is idempotent, so is its excess.
        .addColumn('payment_id', 'integer', (c) =>
          c.notNull().unique().references('payments.id').onDelete('cascade'),
        )
        .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
        /** to_review (staff must credit or refund it), reversed (the payment was refunded or charged back). */
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('to_review'));
      await timestamps(dialect, credits).execute();
      await db.schema
        .createIndex('customer_credits_customer_idx')
        .on('customer_credits')
        .columns(['customer_id', 'status'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('customer_credits').execute();
      await db.schema.dropIndex('payment_links_next_check_idx').execute();
      await db.schema.alterTable('payment_links').dropColumn('in_process_payment_id').execute();
      await db.schema.alterTable('payment_links').dropColumn('next_check_at').execute();
      await db.schema.alterTable('payment_links').dropColumn('closed_at').execute();
    },
  };
}
