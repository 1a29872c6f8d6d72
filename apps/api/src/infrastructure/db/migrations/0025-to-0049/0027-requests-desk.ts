// The requests desk (issue #30 §2): each request carries its queue, legal class and due date, a version for
// optimistic concurrency, when it was first answered and closed, the request it was merged into, and the
// sender's name, locality and a search text copied at insert so the inbox reads one table. The thread keeps
// replies, notes, the customer's answers and every change; a customer's answer may bring files.
// The backfill uses today's desk rules (queue, class, legal clock): they are what staff will see for old rows.
import { sql, type Migration } from 'kysely';
import { deskFieldsFor } from '../../../../lib/desk-fields.js';
import type { DialectName } from '../../database.js';
import { type AnyDb, createdAt, idColumn } from '../helpers.js';

const STORED_STATUSES = "('received', 'in_progress', 'waiting_customer', 'resolved', 'rejected', 'spam')";
const CLOSED_STATUSES = "('resolved', 'rejected', 'spam')";

interface OldRow {
  id: number;
  number: string;
  type: number;
  email: string | null;
  summary: string;
  payload: string;
  created_at: string;
  cliente: number | null;
  nombre: string | null;
  apellido: string | null;
  dni: string | null;
  ciudad: string | null;
  emailppl: string | null;
}

async function backfill(db: AnyDb): Promise<void> {
  await sql`update requests set status = 'received' where status not in ${sql.raw(STORED_STATUSES)}`.execute(
    db,
  );
  await sql`update requests set is_open = 0, closed_at = updated_at
    where status in ${sql.raw(CLOSED_STATUSES)}`.execute(db);
  const rows = (await db
    .selectFrom('requests as r')
    .leftJoin('customers as c', 'c.id', 'r.customer_id')
    .select([
      'r.id',
      'r.number',
      'r.type',
      'r.email',
      'r.summary',
      'r.payload',
      'r.created_at',
      'c.cliente',
      'c.nombre',
      'c.apellido',
      'c.dni',
      'c.ciudad',
      'c.emailppl',
    ])
    .execute()) as OldRow[];
  for (const row of rows) {
    const customer =
      row.cliente === null
        ? undefined
        : {
            cliente: row.cliente,
            nombre: row.nombre ?? '',
            apellido: row.apellido ?? '',
            dni: row.dni ?? '',
            ciudad: row.ciudad,
            emailppl: row.emailppl,
          };
    const fields = deskFieldsFor(
      {
        ...row,
        payload: JSON.parse(row.payload) as Record<string, unknown>,
        createdAt: new Date(row.created_at),
      },
      customer,
    );
    await db
      .updateTable('requests')
      .set({
        queue: fields.queue,
        request_class: fields.requestClass,
        due_date: fields.dueDate,
        customer_name: fields.customerName,
        locality: fields.locality,
        search_text: fields.searchText,
      })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * PostgreSQL: a trigram index lets the inbox's `search_text like '%word%'` skip the rows without the word. It
 * needs the pg_trgm extension, trusted since PostgreSQL 13 (a database owner may create it); where it cannot
 * be created the index is left out and the search scans, still correct (ADR 0093).
 */
async function trigramSearchIndex(db: AnyDb): Promise<void> {
  const { rows } = await sql<{ usable: boolean }>`
    select exists (
      select 1 from pg_available_extension_versions v
      where v.name = 'pg_trgm'
        and (v.installed
          or (select rolsuper from pg_roles where rolname = current_user)
          or (v.trusted and has_database_privilege(current_database(), 'CREATE')))
    ) as usable`.execute(db);
  if (!rows[0]?.usable) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index requests_desk_search_idx on requests using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
}

export function requestsDesk(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('requests')
        .addColumn('queue', 'text', (c) => c.notNull().defaultTo('administracion'))
        .execute();
      await db.schema
        .alterTable('requests')
        .addColumn('request_class', 'text', (c) => c.notNull().defaultTo('otros'))
        .execute();
      await db.schema
        .alterTable('requests')
        .addColumn('due_date', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('requests')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      // 1 until the request is closed: the inbox's default order puts open requests first, by an index.
      await db.schema
        .alterTable('requests')
        .addColumn('is_open', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      for (const column of ['first_answer_at', 'closed_at', 'locality']) {
        await db.schema.alterTable('requests').addColumn(column, 'text').execute();
      }
      await db.schema
        .alterTable('requests')
        .addColumn('merged_into_id', 'integer', (c) => c.references('requests.id').onDelete('set null'))
        .execute();
      for (const column of ['customer_name', 'search_text']) {
        await db.schema
          .alterTable('requests')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }
      await backfill(db);
      // The inbox's order (open first, nearest due date) alone, within a queue (an agente's scope and the queue
      // filter), for one assignee ('mine') and for one status.
      await sql`create index requests_desk_order_idx on requests (is_open desc, due_date, id)`.execute(db);
      await sql`create index requests_desk_queue_idx on requests (queue, is_open desc, due_date, id)`.execute(
        db,
      );
      await sql`create index requests_desk_assignee_idx
        on requests (assigned_staff_id, is_open desc, due_date, id)`.execute(db);
      await sql`create index requests_desk_status_idx on requests (status, due_date, id)`.execute(db);
      if (dialect === 'postgres') await trigramSearchIndex(db);

      const thread = idColumn(dialect, db.schema.createTable('request_thread'))
        .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('author_staff_id', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
        .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('from_value', 'text')
        .addColumn('to_value', 'text');
      await createdAt(dialect, thread).execute();
      await db.schema
        .createIndex('request_thread_request_idx')
        .on('request_thread')
        .columns(['request_id', 'id'])
        .execute();
      await db.schema
        .alterTable('request_attachments')
        .addColumn('thread_entry_id', 'integer', (c) => c.references('request_thread.id').onDelete('cascade'))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('request_attachments').dropColumn('thread_entry_id').execute();
      await db.schema.dropTable('request_thread').execute();
      await sql`drop index if exists requests_desk_search_idx`.execute(db);
      for (const index of ['order', 'queue', 'assignee', 'status']) {
        await db.schema.dropIndex(`requests_desk_${index}_idx`).execute();
      }
      for (const column of [
        'search_text',
        'customer_name',
        'merged_into_id',
        'locality',
        'closed_at',
        'first_answer_at',
        'is_open',
        'version',
        'due_date',
        'request_class',
        'queue',
      ]) {
        await db.schema.alterTable('requests').dropColumn(column).execute();
      }
    },
  };
}
