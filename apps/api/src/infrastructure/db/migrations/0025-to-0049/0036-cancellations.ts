// Baja and arrepentimiento without an account (issue #32 §1): the checks a visitor starts (a code mailed to the
// record's email answers one of them) and the register of every baja and arrepentimiento, written with its
// request. A register line is never changed: when it was resolved is its request's closed_at.
import type { Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { createdAt, flag, idColumn, type AnyDb } from '../helpers.js';

export function cancellations(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const checks = db.schema
        .createTable('cancellation_checks')
        // Random and unguessable: it is all the second step names.
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('customer_number', 'text', (c) => c.notNull())
        .addColumn('contract_date', 'text');
      await createdAt(dialect, checks).execute();

      const register = idColumn(dialect, db.schema.createTable('cancellation_register'))
        .addColumn('request_id', 'integer', (c) => c.notNull().unique().references('requests.id'))
        .addColumn('request_number', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('medium', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull());
      await flag(register, 'verified', 0).execute();
      await db.schema
        .createIndex('cancellation_register_received_idx')
        .on('cancellation_register')
        .column('received_at')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('cancellation_register').execute();
      await db.schema.dropTable('cancellation_checks').execute();
    },
  };
}
