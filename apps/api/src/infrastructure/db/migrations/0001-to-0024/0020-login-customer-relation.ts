// Holder or authorised person (issue #15, spec §6): a login reaches a customer record either as its holder or
// as someone the holder authorised (a type-13 authorisation). Plan changes, holder changes, moves and
// authorisations need the holder, so the link says which it is. Existing links are holders.
import type { Migration } from 'kysely';
import type { AnyDb } from '../helpers.js';

export function loginCustomerRelation(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('login_customers')
        .addColumn('relation', 'text', (col) => col.notNull().defaultTo('holder'))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('login_customers').dropColumn('relation').execute();
    },
  };
}
