// What a buyer reads on a plan card besides its price (issue #12 §3, ADR 0063): speeds, what is included,
// installation, contract term and a promotion's regular price and last day. All nullable: a plan without
// them is still published, and its card leaves the line out.
import type { Migration } from 'kysely';
import type { AnyDb } from '../helpers.js';

const COLUMNS = [
  ['speed_down_mbps', 'integer'],
  ['speed_up_mbps', 'integer'],
  // JSON array of short Spanish lines (ADR 0010: JSON documents are text).
  ['includes', 'text'],
  // Cents; 0 is 'sin cargo'.
  ['installation_cents', 'integer'],
  // Months; 0 is 'sin permanencia'.
  ['contract_months', 'integer'],
  ['regular_amount_cents', 'integer'],
  // Calendar date YYYY-MM-DD (ADR 0010).
  ['promotion_until', 'text'],
] as const;

export function planDetails(): Migration {
  return {
    async up(db: AnyDb) {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      for (const [name, type] of COLUMNS) {
        await db.schema.alterTable('plans').addColumn(name, type).execute();
      }
    },
    async down(db: AnyDb) {
      for (const [name] of COLUMNS) await db.schema.alterTable('plans').dropColumn(name).execute();
    },
  };
}
