// Customers and registrations in the back office (issue #31 §3, ADR 0099): indexes for finding a customer by
// the beginning of a name or surname and by email, on both engines (expression indexes on lower(...), read
// with range conditions that SQLite and PostgreSQL both answer from a B-tree), the registrations queue by type,
// and the moment staff expired a coupon for one customer.
import { sql, type Migration } from 'kysely';
import type { AnyDb } from '../helpers.js';

const SEARCH_INDEXES = {
  customers_surname_search_idx: 'lower(apellido)',
  customers_name_search_idx: 'lower(nombre)',
  customers_email_search_idx: 'lower(emailppl)',
} as const;

export function customersDesk(): Migration {
  return {
    async up(db: AnyDb) {
      for (const [name, expression] of Object.entries(SEARCH_INDEXES)) {
        await sql`create index ${sql.id(name)} on customers (${sql.raw(expression)})`.execute(db);
      }
      await sql`create index requests_type_open_idx on requests (type, is_open, id)`.execute(db);
      // null: the coupon lasts as the catalogue says; set: it ended for this customer at that instant.
      await db.schema.alterTable('customer_coupons').addColumn('expires_at', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('customer_coupons').dropColumn('expires_at').execute();
      await sql`drop index requests_type_open_idx`.execute(db);
      for (const name of Object.keys(SEARCH_INDEXES)) await sql`drop index ${sql.id(name)}`.execute(db);
    },
  };
}
