// Online payment (issue #13): at most one open payment link per customer record, held by the database itself
// (a partial unique index, so parallel requests cannot both create one), an index for the reconciliation job,
// each linked invoice's balance when the link was made, and the sandbox gateway's own state (its checkouts and payments survive a restart, like a real gateway's).
import { sql, type Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { idColumn, timestamps, type AnyDb } from '../helpers.js';

export function paymentLinksAndSandboxGateway(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      // Both engines support partial indexes; Kysely's builder writes the same `where` for both.
      await db.schema
        .createIndex('payment_links_one_open_idx')
        .on('payment_links')
        .column('customer_id')
        .unique()
        .where(sql.ref('status'), '=', 'pending')
        .execute();
      await db.schema
        .createIndex('payment_links_reconcile_idx')
        .on('payment_links')
        .columns(['status', 'last_checked_at'])
        .execute();
      // The balance each invoice had when the link was made: what the link shows and the checkout charges.
      await db.schema
        .alterTable('payment_link_invoices')
        .addColumn('importe_saldo_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await timestamps(
        dialect,
        db.schema
          .createTable('sandbox_checkouts')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('external_reference', 'text', (c) => c.notNull())
          .addColumn('items_json', 'text', (c) => c.notNull())
          .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('payer_name', 'text', (c) => c.notNull())
          .addColumn('payer_email', 'text', (c) => c.notNull())
          .addColumn('notification_url', 'text', (c) => c.notNull())
          .addColumn('back_urls_json', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text'),
      ).execute();

      const payments = idColumn(dialect, db.schema.createTable('sandbox_payments'))
        .addColumn('checkout_id', 'text', (c) => c.notNull().references('sandbox_checkouts.id'))
        .addColumn('external_reference', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        /** Mercado Pago's statuses: approved, rejected, pending, refunded, charged_back... */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('status_detail', 'text', (c) => c.notNull())
        .addColumn('date_approved', 'text');
      await timestamps(dialect, payments).execute();
      await db.schema
        .createIndex('sandbox_payments_reference_idx')
        .on('sandbox_payments')
        .columns(['external_reference', 'id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('sandbox_payments').execute();
      await db.schema.dropTable('sandbox_checkouts').execute();
      await db.schema.alterTable('payment_link_invoices').dropColumn('importe_saldo_cents').execute();
      await db.schema.dropIndex('payment_links_reconcile_idx').execute();
      await db.schema.dropIndex('payment_links_one_open_idx').execute();
    },
  };
}
