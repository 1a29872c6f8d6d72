// What the public site shows: products and plans (rates with nested packets), pop-ups, coupons, company
// config, and the reference lists of the automatic debit (banks, payment methods, card BIN ranges).
import { sql, type Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { type AnyDb, flag, idColumn, nowUtcText, timestamps } from '../helpers.js';

export function catalogueAndContent(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      let products = idColumn(dialect, db.schema.createTable('products'))
        .addColumn('product_name', 'text', (c) => c.notNull().unique())
        .addColumn('service_type', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0));
      products = flag(products, 'active', 1);
      await timestamps(dialect, products).execute();

      let plans = idColumn(dialect, db.schema.createTable('plans'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('parent_id', 'integer', (c) => c.references('plans.id').onDelete('cascade'))
        .addColumn('packet_name', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0));
      plans = flag(flag(plans, 'promotion', 0), 'active', 1);
      await timestamps(dialect, plans).execute();
      await db.schema
        .createIndex('plans_product_idx')
        .on('plans')
        .columns(['product_id', 'sort_order'])
        .execute();
      await db.schema.createIndex('plans_parent_idx').on('plans').column('parent_id').execute();

      let popups = idColumn(dialect, db.schema.createTable('popups'))
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('datefrom', 'text')
        .addColumn('dateuntil', 'text')
        .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text')
        .addColumn('file', 'text')
        .addColumn('video_id', 'text')
        .addColumn('link', 'text')
        .addColumn('button_link_text', 'text')
        .addColumn('button_link_color', 'text')
        .addColumn('button_file_text', 'text')
        .addColumn('button_file_color', 'text');
      popups = flag(popups, 'active', 0);
      await timestamps(dialect, popups).execute();
      await db.schema.createIndex('popups_active_idx').on('popups').column('active').execute();

      let coupons = idColumn(dialect, db.schema.createTable('coupons'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('partner', 'text', (c) => c.notNull())
        .addColumn('discount_text', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('valid_from', 'text')
        .addColumn('valid_until', 'text')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0));
      coupons = flag(coupons, 'active', 1);
      await timestamps(dialect, coupons).execute();

      await db.schema
        .createTable('company_config')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowUtcText(dialect)))
        .execute();

      await flag(
        db.schema
          .createTable('banks')
          .addColumn('bancoid', 'integer', (c) => c.primaryKey())
          .addColumn('banconombre', 'text', (c) => c.notNull()),
        'active',
        1,
      ).execute();

      await flag(
        db.schema
          .createTable('payment_methods')
          .addColumn('medcobroid', 'integer', (c) => c.primaryKey())
          .addColumn('medcobronombre', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
        'active',
        1,
      ).execute();

      await flag(
        idColumn(dialect, db.schema.createTable('card_bins'))
          .addColumn('prefix', 'text', (c) => c.notNull().unique())
          .addColumn('brand', 'text', (c) => c.notNull())
          .addColumn('issuer', 'text')
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('country', 'text', (c) => c.notNull()),
        'is_prepaid',
        0,
      ).execute();
    },
    async down(db: AnyDb) {
      for (const table of [
        'card_bins',
        'payment_methods',
        'banks',
        'company_config',
        'coupons',
        'popups',
        'plans',
        'products',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
