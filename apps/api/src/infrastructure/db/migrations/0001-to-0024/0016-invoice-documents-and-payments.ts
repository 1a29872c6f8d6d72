// Invoices and online payment (issue #13): the fiscal data an invoice PDF and its ARCA QR need, the payments
// a gateway confirmed (one row per gateway payment id, so a notification delivered twice pays once), how each
// payment was spread over invoices, and every inbound gateway notification as it arrived.
import { sql, type Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { idColumn, timestamps, type AnyDb } from '../helpers.js';

export function invoiceDocumentsAndPayments(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      // The billing system's payment condition; PAGADOS means the two oldest open invoices are paid together.
      await db.schema
        .alterTable('customers')
        .addColumn('condicion_de_pago', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      // Fiscal data from the billing system; null on invoices imported before it (the PDF says so).
      await db.schema.alterTable('invoices').addColumn('tipo_cmp', 'integer').execute();
      await db.schema.alterTable('invoices').addColumn('pto_vta', 'integer').execute();
      await db.schema.alterTable('invoices').addColumn('nro_cmp', 'integer').execute();
      await db.schema.alterTable('invoices').addColumn('cae', 'text').execute();
      await db.schema.alterTable('invoices').addColumn('cae_vencimiento', 'text').execute();
      await db.schema
        .alterTable('invoices')
        .addColumn('moneda', 'text', (c) => c.notNull().defaultTo('PES'))
        .execute();

      const items = idColumn(dialect, db.schema.createTable('invoice_items'))
        .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('descripcion', 'text', (c) => c.notNull())
        .addColumn('cantidad', 'integer', (c) => c.notNull().check(sql`cantidad > 0`))
        .addColumn('precio_unitario_cents', 'integer', (c) =>
          c.notNull().check(sql`precio_unitario_cents >= 0`),
        )
        .addColumn('importe_cents', 'integer', (c) => c.notNull().check(sql`importe_cents >= 0`))
        .addUniqueConstraint('invoice_items_position_unique', ['invoice_id', 'position']);
      await items.execute();

      await db.schema
        .alterTable('payment_links')
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('ARS'))
        .execute();
      await db.schema.alterTable('payment_links').addColumn('expires_at', 'text').execute();
      // The reconciliation job asks the gateway about links left pending, oldest check first.
      await db.schema.alterTable('payment_links').addColumn('last_checked_at', 'text').execute();

      const payments = idColumn(dialect, db.schema.createTable('payments'))
        .addColumn('gateway', 'text', (c) => c.notNull())
        .addColumn('gateway_payment_id', 'text', (c) => c.notNull())
        .addColumn('payment_link_id', 'text', (c) => c.references('payment_links.id').onDelete('set null'))
        .addColumn('customer_id', 'integer', (c) =>
          c.notNull().references('customers.id').onDelete('cascade'),
        )
        .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
        .addColumn('currency', 'text', (c) => c.notNull())
        /** approved, refunded, charged_back. */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('approved_at', 'text', (c) => c.notNull())
        .addColumn('reversed_at', 'text')
        .addUniqueConstraint('payments_gateway_payment_unique', ['gateway', 'gateway_payment_id']);
      await timestamps(dialect, payments).execute();
      await db.schema
        .createIndex('payments_customer_idx')
        .on('payments')
        .columns(['customer_id', 'approved_at'])
        .execute();

      await db.schema
        .createTable('payment_allocations')
        .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
        .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
        .addPrimaryKeyConstraint('payment_allocations_pk', ['payment_id', 'invoice_id'])
        .execute();

      const notifications = idColumn(dialect, db.schema.createTable('gateway_notifications'))
        .addColumn('gateway', 'text', (c) => c.notNull())
        .addColumn('request_id', 'text')
        .addColumn('gateway_payment_id', 'text')
        .addColumn('headers_json', 'text', (c) => c.notNull())
        .addColumn('query_json', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        /** received, processed, ignored, rejected, failed. */
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
        .addColumn('result', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text')
        .addColumn('processed_at', 'text');
      await timestamps(dialect, notifications).execute();
      await db.schema
        .createIndex('gateway_notifications_retry_idx')
        .on('gateway_notifications')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of ['gateway_notifications', 'payment_allocations', 'payments', 'invoice_items']) {
        await db.schema.dropTable(table).execute();
      }
      for (const column of ['last_checked_at', 'expires_at', 'currency']) {
        await db.schema.alterTable('payment_links').dropColumn(column).execute();
      }
      for (const column of ['moneda', 'cae_vencimiento', 'cae', 'nro_cmp', 'pto_vta', 'tipo_cmp']) {
        await db.schema.alterTable('invoices').dropColumn(column).execute();
      }
      await db.schema.alterTable('customers').dropColumn('condicion_de_pago').execute();
    },
  };
}
