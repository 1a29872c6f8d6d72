// Staff access (issue #30 §1, ADR 0092): each member's TOTP secret (sealed), the last TOTP step used (a step
// works once), when the factor was enrolled; the hashed single-use recovery codes; and the server-side staff
// sessions whose last_seen_at carries the 30-minute idle limit and whose ended_at ends them at once.
import type { Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { createdAt, idColumn, type AnyDb } from '../helpers.js';

export function staffAccess(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('staff_users').addColumn('totp_secret', 'text').execute();
      await db.schema.alterTable('staff_users').addColumn('totp_last_step', 'integer').execute();
      await db.schema.alterTable('staff_users').addColumn('totp_enrolled_at', 'text').execute();

      let codes = db.schema.createTable('staff_recovery_codes');
      codes = idColumn(dialect, codes)
        .addColumn('staff_user_id', 'integer', (c) =>
          c.notNull().references('staff_users.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text');
      await createdAt(dialect, codes).execute();
      await db.schema
        .createIndex('staff_recovery_codes_user_idx')
        .on('staff_recovery_codes')
        .columns(['staff_user_id', 'code_hash'])
        .execute();

      const sessions = db.schema
        .createTable('staff_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('staff_user_id', 'integer', (c) =>
          c.notNull().references('staff_users.id').onDelete('cascade'),
        )
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text');
      await createdAt(dialect, sessions).execute();
      await db.schema
        .createIndex('staff_sessions_user_idx')
        .on('staff_sessions')
        .column('staff_user_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('staff_sessions').execute();
      await db.schema.dropTable('staff_recovery_codes').execute();
      for (const column of ['totp_enrolled_at', 'totp_last_step', 'totp_secret']) {
        await db.schema.alterTable('staff_users').dropColumn(column).execute();
      }
    },
  };
}
