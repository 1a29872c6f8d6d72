// Outage notices (issue #31 §5): incidents staff keep (versioned; closed once, by a conditional update), the
// incident a fault claim was filed under (set at intake), and the customers who asked to be mailed of new ones.
import type { Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { createdAt, idColumn, timestamps, type AnyDb } from '../helpers.js';

export function incidents(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const table = idColumn(dialect, db.schema.createTable('incidents'))
        .addColumn('service', 'text', (c) => c.notNull())
        // JSON array of the covered localities' names; null: every locality.
        .addColumn('localities', 'text')
        .addColumn('public_text', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('estimated_end_at', 'text', (c) => c.notNull())
        .addColumn('closed_at', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1));
      await timestamps(dialect, table).execute();
      // The public read and the claim intake ask for the open ones only.
      await db.schema
        .createIndex('incidents_open_idx')
        .on('incidents')
        .columns(['closed_at', 'starts_at'])
        .execute();

      await db.schema
        .alterTable('requests')
        .addColumn('incident_id', 'integer', (c) => c.references('incidents.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('requests_incident_idx').on('requests').column('incident_id').execute();

      const subscriptions = db.schema
        .createTable('incident_subscriptions')
        .addColumn('customer_id', 'integer', (c) =>
          c.primaryKey().references('customers.id').onDelete('cascade'),
        );
      await createdAt(dialect, subscriptions).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('incident_subscriptions').execute();
      await db.schema.dropIndex('requests_incident_idx').execute();
      await db.schema.alterTable('requests').dropColumn('incident_id').execute();
      await db.schema.dropTable('incidents').execute();
    },
  };
}
