// The back office's foundation (issue #30 §1): each audit entry keeps the object's state before and after the change
// and the member's user agent, and the database itself refuses to edit or delete an entry (append-only); each staff
// member works the queues listed on it (an agente sees only those).
import { sql, type Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import type { AnyDb } from '../helpers.js';

export function backOfficeFoundation(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('staff_users')
        .addColumn('queues', 'text', (c) => c.notNull().defaultTo('administracion,tecnica,comercial'))
        .execute();
      await sql`update staff_users set role = 'agente' where role not in ('agente', 'supervisor', 'admin')`.execute(
        db,
      );
      for (const column of ['before_state', 'after_state', 'user_agent']) {
        await db.schema.alterTable('audit_log').addColumn(column, 'text').execute();
      }
      await db.schema
        .createIndex('audit_log_entity_idx')
        .on('audit_log')
        .columns(['entity', 'entity_id'])
        .execute();
      await db.schema.createIndex('audit_log_staff_idx').on('audit_log').column('staff_user_id').execute();
      if (dialect === 'postgres') {
        await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
          begin raise exception 'audit_log is append-only'; end $$`.execute(db);
        await sql`create trigger audit_log_no_update before update or delete on audit_log
          for each row execute function audit_log_append_only()`.execute(db);
      } else {
        for (const event of ['update', 'delete']) {
          await sql
            .raw(
              `create trigger audit_log_no_${event} before ${event} on audit_log
               begin select raise(abort, 'audit_log is append-only'); end`,
            )
            .execute(db);
        }
      }
    },
    async down(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql`drop trigger audit_log_no_update on audit_log`.execute(db);
        await sql`drop function audit_log_append_only()`.execute(db);
      } else {
        await sql`drop trigger audit_log_no_update`.execute(db);
        await sql`drop trigger audit_log_no_delete`.execute(db);
      }
      await db.schema.dropIndex('audit_log_staff_idx').execute();
      await db.schema.dropIndex('audit_log_entity_idx').execute();
      for (const column of ['user_agent', 'after_state', 'before_state']) {
        await db.schema.alterTable('audit_log').dropColumn(column).execute();
      }
      await db.schema.alterTable('staff_users').dropColumn('queues').execute();
    },
  };
}
