// Invoices, the payment links that settle them, and automatic-debit registrations.
import { sql, type Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { type AnyDb, idColumn, timestamps } from '../helpers.js';

export function billing(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const invoices = idColumn(dialect, db.schema.createTable('invoices'))
        .addColumn('facturaid', 'integer', (c) => c.notNull().unique())
        .addColumn('customer_id', 'integer', (c) =>
          c.notNull().references('customers.id').onDelete('cascade'),
        )
        .addColumn('estado', 'text', (c) => c.notNull())
        .addColumn('emitida', 'text', (c) => c.notNull())
        .addColumn('vencimiento', 'text', (c) => c.notNull())
        .addColumn('importe_cents', 'integer', (c) => c.notNull().check(sql`importe_cents >= 0`))
        .addColumn('importe_saldo_cents', 'integer', (c) => c.notNull().check(sql`importe_saldo_cents >= 0`))
        .addColumn('periodo', 'text');
      await timestamps(dialect, invoices).execute();
      await db.schema
        .createIndex('invoices_customer_idx')
        .on('invoices')
        .columns(['customer_id', 'vencimiento'])
        .execute();

      const links = db.schema
        .createTable('payment_links')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) =>
          c.notNull().references('customers.id').onDelete('cascade'),
        )
        .addColumn('gateway', 'text', (c) => c.notNull())
        .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
        .addColumn('external_id', 'text')
        .addColumn('checkout_url', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('paid_at', 'text');
      await timestamps(dialect, links).execute();
      await db.schema
        .createIndex('payment_links_customer_idx')
        .on('payment_links')
        .columns(['customer_id', 'status'])
        .execute();

      await db.schema
        .createTable('payment_link_invoices')
        .addColumn('payment_link_id', 'text', (c) =>
          c.notNull().references('payment_links.id').onDelete('cascade'),
        )
        .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('payment_link_invoices_pk', ['payment_link_id', 'invoice_id'])
        .execute();

      const debits = idColumn(dialect, db.schema.createTable('debit_registrations'))
        .addColumn('customer_id', 'integer', (c) =>
          c.notNull().references('customers.id').onDelete('cascade'),
        )
        .addColumn('med_cobro_id', 'integer', (c) => c.notNull().references('payment_methods.medcobroid'))
        .addColumn('banco_id', 'integer', (c) => c.references('banks.bancoid'))
        .addColumn('card_bin', 'text')
        .addColumn('card_last4', 'text')
        .addColumn('card_expiry', 'text')
        .addColumn('cbu', 'text')
        .addColumn('holder_name', 'text', (c) => c.notNull())
        .addColumn('holder_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('cancelled_at', 'text');
      await timestamps(dialect, debits).execute();
      await db.schema
        .createIndex('debit_registrations_customer_idx')
        .on('debit_registrations')
        .columns(['customer_id', 'status'])
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of ['debit_registrations', 'payment_link_invoices', 'payment_links', 'invoices']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
