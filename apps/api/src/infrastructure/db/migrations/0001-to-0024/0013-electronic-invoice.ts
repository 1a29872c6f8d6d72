// Electronic invoice opt-in (account modal 2, issue #11 §2): one row per customer record, so the back office
// reads who receives the invoice by mail, at which address and since when. No row means never opted in.
import type { Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { flag, timestamps, type AnyDb } from '../helpers.js';

export function electronicInvoice(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      let table = db.schema
        .createTable('electronic_invoice_optins')
        .addColumn('customer_id', 'integer', (c) =>
          c.primaryKey().references('customers.id').onDelete('cascade'),
        );
      table = flag(table, 'enabled', 0)
        .addColumn('email', 'text')
        .addColumn('changed_at', 'text', (c) => c.notNull());
      await timestamps(dialect, table).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('electronic_invoice_optins').execute();
    },
  };
}
