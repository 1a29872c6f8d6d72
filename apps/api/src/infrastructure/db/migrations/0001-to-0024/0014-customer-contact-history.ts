// History of contact data changes (issue #11): every phone, birth date, second email and login email change
// keeps its old and new value, who made it and when, so staff can answer "who changed my number".
import type { Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { createdAt, idColumn, type AnyDb } from '../helpers.js';

export function customerContactHistory(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      let table = db.schema.createTable('customer_contact_history');
      table = idColumn(dialect, table)
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
        .addColumn('login_id', 'integer', (c) => c.references('logins.id').onDelete('set null'))
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('old_value', 'text')
        .addColumn('new_value', 'text');
      await createdAt(dialect, table).execute();
      await db.schema
        .createIndex('customer_contact_history_customer_idx')
        .on('customer_contact_history')
        .columns(['customer_id', 'created_at'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('customer_contact_history').execute();
    },
  };
}
