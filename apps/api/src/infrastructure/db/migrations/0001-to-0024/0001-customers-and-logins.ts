// Customers (the spec's dataClient and customer record), their phones and services, the logins that reach
// one or more customer records, and back-office staff.
import type { Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { type AnyDb, createdAt, flag, idColumn, timestamps } from '../helpers.js';

export function customersAndLogins(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      let customers = idColumn(dialect, db.schema.createTable('customers'))
        .addColumn('cliente', 'integer', (c) => c.notNull().unique())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('apellido', 'text', (c) => c.notNull())
        .addColumn('tipo_doc', 'text', (c) => c.notNull().defaultTo('DNI'))
        .addColumn('dni', 'text', (c) => c.notNull())
        .addColumn('emailppl', 'text')
        .addColumn('email2', 'text')
        .addColumn('direccion', 'text')
        .addColumn('ciudad', 'text')
        .addColumn('cp', 'text')
        .addColumn('estado', 'text', (c) => c.notNull())
        .addColumn('fecha_nac', 'text')
        .addColumn('debito_cbu', 'text');
      customers = timestamps(dialect, customers);
      await customers.execute();
      await db.schema.createIndex('customers_dni_idx').on('customers').column('dni').execute();

      const phones = idColumn(dialect, db.schema.createTable('customer_phones'))
        .addColumn('customer_id', 'integer', (c) =>
          c.notNull().references('customers.id').onDelete('cascade'),
        )
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0));
      await createdAt(dialect, phones).execute();
      await db.schema
        .createIndex('customer_phones_customer_idx')
        .on('customer_phones')
        .column('customer_id')
        .execute();

      let logins = idColumn(dialect, db.schema.createTable('logins'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('entry', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .addColumn('last_login_at', 'text')
        .addColumn('password_changed_at', 'text');
      logins = timestamps(dialect, logins);
      await logins.execute();

      await db.schema
        .createTable('login_customers')
        .addColumn('login_id', 'integer', (c) => c.notNull().references('logins.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) =>
          c.notNull().references('customers.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('login_customers_pk', ['login_id', 'customer_id'])
        .execute();
      await db.schema
        .createIndex('login_customers_customer_idx')
        .on('login_customers')
        .column('customer_id')
        .execute();

      const services = idColumn(dialect, db.schema.createTable('customer_services'))
        .addColumn('customer_id', 'integer', (c) =>
          c.notNull().references('customers.id').onDelete('cascade'),
        )
        .addColumn('producto', 'text', (c) => c.notNull())
        .addColumn('producto_tipo', 'text', (c) => c.notNull())
        // References plans, created in the next migration; kept as a plain column to avoid a cycle.
        .addColumn('plan_id', 'integer')
        .addColumn('estado', 'text', (c) => c.notNull().defaultTo('ACTIVO'));
      await createdAt(dialect, services).execute();
      await db.schema
        .createIndex('customer_services_customer_idx')
        .on('customer_services')
        .column('customer_id')
        .execute();

      let staff = idColumn(dialect, db.schema.createTable('staff_users'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('agent'))
        .addColumn('last_login_at', 'text');
      staff = flag(staff, 'active', 1);
      await timestamps(dialect, staff).execute();
    },
    async down(db: AnyDb) {
      for (const table of [
        'staff_users',
        'customer_services',
        'login_customers',
        'logins',
        'customer_phones',
        'customers',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
