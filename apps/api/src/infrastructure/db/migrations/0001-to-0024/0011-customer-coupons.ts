// Coupons belong to customers: the `coupons` table stays the catalogue of partner benefits, and one row per
// customer and coupon assigns it and records its use (docs/decisions/0023-coupons-per-customer.md).
import type { Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { type AnyDb, createdAt } from '../helpers.js';

export function customerCoupons(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await createdAt(
        dialect,
        db.schema
          .createTable('customer_coupons')
          .addColumn('customer_id', 'integer', (c) =>
            c.notNull().references('customers.id').onDelete('cascade'),
          )
          .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
          .addColumn('used_at', 'text')
          .addPrimaryKeyConstraint('customer_coupons_pk', ['customer_id', 'coupon_id']),
      ).execute();
      await db.schema
        .createIndex('customer_coupons_coupon_idx')
        .on('customer_coupons')
        .column('coupon_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('customer_coupons').execute();
    },
  };
}
