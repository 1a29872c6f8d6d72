// The catalogue kept by staff (issue #31 §1): plans get a version (two admins never overwrite each other) and a
// promotion start; a price change for subscribers is recorded with its effective date, and each customer's
// notice of it is one row keyed by change and customer, so a retried or parallel save never mails twice.
import type { Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { createdAt, idColumn, type AnyDb } from '../helpers.js';

export function catalogueAdmin(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('plans')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      // Calendar date YYYY-MM-DD (ADR 0010); null: the promotion runs from whenever it was set.
      await db.schema.alterTable('plans').addColumn('promotion_from', 'text').execute();

      const changes = idColumn(dialect, db.schema.createTable('plan_price_changes'))
        .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id').onDelete('cascade'))
        .addColumn('old_amount_cents', 'integer', (c) => c.notNull())
        .addColumn('new_amount_cents', 'integer', (c) => c.notNull())
        .addColumn('effective_date', 'text', (c) => c.notNull())
        .addColumn('staff_user_id', 'integer', (c) => c.references('staff_users.id').onDelete('set null'));
      await createdAt(dialect, changes).execute();
      await db.schema
        .createIndex('plan_price_changes_plan_idx')
        .on('plan_price_changes')
        .column('plan_id')
        .execute();

      await createdAt(
        dialect,
        db.schema
          .createTable('plan_change_notices')
          .addColumn('change_id', 'integer', (c) =>
            c.notNull().references('plan_price_changes.id').onDelete('cascade'),
          )
          .addColumn('customer_id', 'integer', (c) =>
            c.notNull().references('customers.id').onDelete('cascade'),
          )
          .addPrimaryKeyConstraint('plan_change_notices_pk', ['change_id', 'customer_id']),
      ).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('plan_change_notices').execute();
      await db.schema.dropTable('plan_price_changes').execute();
      await db.schema.alterTable('plans').dropColumn('promotion_from').execute();
      await db.schema.alterTable('plans').dropColumn('version').execute();
    },
  };
}
