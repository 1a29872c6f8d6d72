// The inbox query (issue #30 §2): filters on the request's own columns (copied at insert, migration 0027), a
// search on its lower-cased search text, the agente's scope, and the one order the indexes serve: open requests
// first, the nearest due date first (overdue ones are the oldest due dates), then the oldest request.
import type { InboxFilter } from '@portal/domain';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { searchable } from '../../lib/desk-fields.js';
import { endOfDayInUshuaia } from '../../lib/ushuaia-time.js';
import type { DeskRepository, DeskRequestRow } from './desk-repository.js';

/** Who reads: an agente sees only its queues and what is assigned to it; `queues` null sees everything. */
export interface InboxScope {
  staffId: number;
  queues: readonly string[] | null;
}

export interface InboxRows {
  rows: DeskRequestRow[];
  total: number;
  overdueCount: number;
}

const REQUEST_NUMBER = /^[a-z]{1,4}-\d{4}-\d{6,}$/i;

type Where = ExpressionBuilder<Database & { r: Database['requests'] }, 'r'>;

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

export class DeskInboxRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly desk: DeskRepository,
  ) {}

  #conditions(eb: Where, filter: InboxFilter, scope: InboxScope, today: string): Expression<SqlBool>[] {
    const all: Expression<SqlBool>[] = [];
    if (scope.queues) {
      const queues = scope.queues.length > 0 ? [...scope.queues] : [''];
      all.push(eb.or([eb('r.queue', 'in', queues), eb('r.assigned_staff_id', '=', scope.staffId)]));
    }
    if (filter.type !== undefined) all.push(eb('r.type', '=', filter.type));
    if (filter.status) all.push(eb('r.status', '=', filter.status));
    if (filter.queue) all.push(eb('r.queue', '=', filter.queue));
    if (filter.assignee === 'me') all.push(eb('r.assigned_staff_id', '=', scope.staffId));
    else if (filter.assignee === 'none') all.push(eb('r.assigned_staff_id', 'is', null));
    else if (filter.assignee) all.push(eb('r.assigned_staff_id', '=', Number(filter.assignee)));
    if (filter.locality) all.push(eb(eb.fn('lower', ['r.locality']), '=', filter.locality.toLowerCase()));
    const overdue = eb.and([eb('r.is_open', '=', 1), eb('r.due_date', '<', today)]);
    if (filter.overdue === 'true') all.push(overdue);
    if (filter.overdue === 'false') all.push(eb.not(overdue));
    if (filter.open) all.push(eb('r.is_open', '=', filter.open === 'true' ? 1 : 0));
    if (filter.from) {
      const start = new Date(endOfDayInUshuaia(dayBefore(filter.from)).getTime() + 1).toISOString();
      all.push(eb('r.created_at', '>=', start));
    }
    if (filter.to) all.push(eb('r.created_at', '<=', endOfDayInUshuaia(filter.to).toISOString()));
    if (filter.q) {
      if (REQUEST_NUMBER.test(filter.q)) {
        all.push(eb('r.number', '=', filter.q.toUpperCase()));
      } else {
        // Every word must appear; LIKE's wildcards in what was typed are matched literally.
        for (const word of searchable(filter.q).split(' ').filter(Boolean)) {
          const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`);
          all.push(sql<SqlBool>`r.search_text like ${`%${escaped}%`} escape '\\'`);
        }
      }
    }
    return all;
  }

  async page(
    filter: InboxFilter,
    scope: InboxScope,
    today: string,
    page: number,
    pageSize: number,
  ): Promise<InboxRows> {
    const [rows, counts] = await Promise.all([
      this.desk
        .deskRequests()
        .where((eb) => eb.and(this.#conditions(eb, filter, scope, today)))
        .orderBy('r.is_open', 'desc')
        .orderBy('r.due_date')
        .orderBy('r.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.db
        .selectFrom('requests as r')
        .select([
          sql<number>`count(*)`.as('total'),
          sql<number>`coalesce(sum(case when r.is_open = 1 and r.due_date < ${today} then 1 else 0 end), 0)`.as(
            'overdue',
          ),
        ])
        .where((eb) => eb.and(this.#conditions(eb, filter, scope, today)))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((row) => ({ ...row, attachment_count: Number(row.attachment_count) })),
      total: Number(counts.total),
      overdueCount: Number(counts.overdue),
    };
  }
}
