// The desk's reads and writes of one request: the row with its customer and assignee, its files and thread, and
// the versioned update every change goes through (`where version = ?`: the one that read the current version
// wins, a stale one changes nothing).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface DeskRequestRow {
  id: number;
  number: string;
  type: number;
  customer_id: number | null;
  email: string | null;
  summary: string;
  payload: string;
  status: string;
  assigned_staff_id: number | null;
  created_at: string;
  updated_at: string;
  queue: string;
  request_class: string;
  due_date: string;
  version: number;
  first_answer_at: string | null;
  closed_at: string | null;
  customer_name: string;
  locality: string | null;
  cliente: number | null;
  customer_email: string | null;
  assignee_name: string | null;
  attachment_count: number;
}

export interface DeskAttachmentRow {
  id: number;
  slot: string;
  original_name: string;
  size_bytes: number;
  thread_entry_id: number | null;
}

export interface DeskThreadRow {
  id: number;
  kind: string;
  author_staff_id: number | null;
  author_name: string | null;
  text: string;
  from_value: string | null;
  to_value: string | null;
  created_at: string;
}

export interface NewThreadEntry {
  requestId: number;
  kind: string;
  authorStaffId: number | null;
  text?: string;
  fromValue?: string | null;
  toValue?: string | null;
  at: string;
}

export interface RequestUpdate {
  status?: string;
  queue?: string;
  assigned_staff_id?: number | null;
  request_class?: string;
  due_date?: string;
  is_open?: number;
  closed_at?: string | null;
  first_answer_at?: string | null;
  updated_at: string;
}

export interface StaffMemberRow {
  id: number;
  name: string;
  email: string;
  role: string;
  queues: string;
}

export class DeskRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The inbox's and the detail's columns; `deskRequests()` is reused by the inbox query. */
  deskRequests(executor: Kysely<Database> = this.db) {
    return executor
      .selectFrom('requests as r')
      .leftJoin('customers as c', 'c.id', 'r.customer_id')
      .leftJoin('staff_users as s', 's.id', 'r.assigned_staff_id')
      .select([
        'r.id',
        'r.number',
        'r.type',
        'r.customer_id',
        'r.email',
        'r.summary',
        'r.payload',
        'r.status',
        'r.assigned_staff_id',
        'r.created_at',
        'r.updated_at',
        'r.queue',
        'r.request_class',
        'r.due_date',
        'r.version',
        'r.first_answer_at',
        'r.closed_at',
        'r.customer_name',
        'r.locality',
        'c.cliente',
        'c.emailppl as customer_email',
        's.name as assignee_name',
        sql<number>`(select count(*) from request_attachments a where a.request_id = r.id)`.as(
          'attachment_count',
        ),
      ]);
  }

  async findByNumber(
    number: string,
    executor: Kysely<Database> = this.db,
  ): Promise<DeskRequestRow | undefined> {
    const row = await this.deskRequests(executor).where('r.number', '=', number).executeTakeFirst();
    return row ? { ...row, attachment_count: Number(row.attachment_count) } : undefined;
  }

  async attachments(requestId: number, executor: Kysely<Database> = this.db): Promise<DeskAttachmentRow[]> {
    return executor
      .selectFrom('request_attachments')
      .select(['id', 'slot', 'original_name', 'size_bytes', 'thread_entry_id'])
      .where('request_id', '=', requestId)
      .orderBy('id')
      .execute();
  }

  /** Oldest first; `kinds` narrows it (the customer never reads notes). */
  async thread(
    requestId: number,
    kinds?: readonly string[],
    executor: Kysely<Database> = this.db,
  ): Promise<DeskThreadRow[]> {
    let query = executor
      .selectFrom('request_thread as t')
      .leftJoin('staff_users as s', 's.id', 't.author_staff_id')
      .select([
        't.id',
        't.kind',
        't.author_staff_id',
        's.name as author_name',
        't.text',
        't.from_value',
        't.to_value',
        't.created_at',
      ])
      .where('t.request_id', '=', requestId);
    if (kinds) query = query.where('t.kind', 'in', [...kinds]);
    return query.orderBy('t.id').execute();
  }

  /** The versioned update: true when this change won (the version was still `version`). */
  async update(
    trx: Transaction<Database>,
    id: number,
    version: number,
    changes: RequestUpdate,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('requests')
      .set({ ...changes, version: sql<number>`version + 1` })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async addThreadEntry(trx: Transaction<Database>, entry: NewThreadEntry): Promise<number> {
    const row = await trx
      .insertInto('request_thread')
      .values({
        request_id: entry.requestId,
        kind: entry.kind,
        author_staff_id: entry.authorStaffId,
        text: entry.text ?? '',
        from_value: entry.fromValue ?? null,
        to_value: entry.toValue ?? null,
        created_at: entry.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async staffMember(id: number): Promise<StaffMemberRow | undefined> {
    return this.db
      .selectFrom('staff_users')
      .select(['id', 'name', 'email', 'role', 'queues'])
      .where('id', '=', id)
      .where('active', '=', 1)
      .executeTakeFirst();
  }

  async activeMembers(): Promise<StaffMemberRow[]> {
    return this.db
      .selectFrom('staff_users')
      .select(['id', 'name', 'email', 'role', 'queues'])
      .where('active', '=', 1)
      .orderBy('name')
      .orderBy('id')
      .execute();
  }
}
