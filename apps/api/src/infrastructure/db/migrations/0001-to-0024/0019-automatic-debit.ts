// Automatic debit (issue #14): the card number and the CBU are kept sealed (AES-256-GCM under
// DEBIT_ENCRYPTION_KEY, with the key's id beside it so a rotation can find what to re-encrypt); only the card's
// BIN and last four and the CBU's last four stay in clear, for display. At most one registration in force per
// customer record, held by the database (a partial unique index). Every registration and cancellation keeps the
// consent the customer gave (text, time, IP).
import { sql, type Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { createdAt, idColumn, type AnyDb } from '../helpers.js';

export function automaticDebit(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      // No registration was ever written before this issue, so the clear `cbu` column goes without a copy.
      await db.schema.alterTable('debit_registrations').dropColumn('cbu').execute();
      for (const column of ['sealed_number', 'sealing_key_id', 'cbu_last4', 'card_brand', 'bin_status']) {
        await db.schema.alterTable('debit_registrations').addColumn(column, 'text').execute();
      }
      await db.schema
        .createIndex('debit_registrations_one_active_idx')
        .on('debit_registrations')
        .column('customer_id')
        .unique()
        .where(sql.ref('status'), '=', 'active')
        .execute();
      await db.schema
        .createIndex('debit_registrations_key_idx')
        .on('debit_registrations')
        .column('sealing_key_id')
        .execute();

      const consents = idColumn(dialect, db.schema.createTable('debit_consents'))
        .addColumn('customer_id', 'integer', (c) =>
          c.notNull().references('customers.id').onDelete('cascade'),
        )
        .addColumn('registration_id', 'integer', (c) =>
          c.notNull().references('debit_registrations.id').onDelete('cascade'),
        )
        /** register or cancel. */
        .addColumn('action', 'text', (c) => c.notNull())
        /** The exact text the person confirmed. */
        .addColumn('consent_text', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text');
      await createdAt(dialect, consents).execute();
      await db.schema
        .createIndex('debit_consents_registration_idx')
        .on('debit_consents')
        .column('registration_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('debit_consents').execute();
      await db.schema.dropIndex('debit_registrations_key_idx').execute();
      await db.schema.dropIndex('debit_registrations_one_active_idx').execute();
      for (const column of ['bin_status', 'card_brand', 'cbu_last4', 'sealing_key_id', 'sealed_number']) {
        await db.schema.alterTable('debit_registrations').dropColumn(column).execute();
      }
      await db.schema.alterTable('debit_registrations').addColumn('cbu', 'text').execute();
    },
  };
}
