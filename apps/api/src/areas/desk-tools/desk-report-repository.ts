// The rows of the monthly report: the requests received in a window, with their current queue and assignee.
// Spam and requests merged into another are left out (a merged one is counted in the one it joined).
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { ReportRequestRow } from './desk-report.js';

export class DeskReportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Requests created in [from, to) (ISO instants). */
  async rows(from: string, to: string): Promise<ReportRequestRow[]> {
    const rows = await this.db
      .selectFrom('requests as r')
      .leftJoin('staff_users as s', 's.id', 'r.assigned_staff_id')
      .select([
        'r.queue',
        'r.request_class',
        'r.assigned_staff_id',
        's.name as assignee_name',
        'r.created_at',
        'r.due_date',
        'r.first_answer_at',
        'r.closed_at',
      ])
      .where('r.created_at', '>=', from)
      .where('r.created_at', '<', to)
      .where('r.status', '<>', 'spam')
      .where('r.merged_into_id', 'is', null)
      .execute();
    return rows.map((row) => ({
      queue: row.queue,
      requestClass: row.request_class,
      assignee:
        row.assigned_staff_id === null
          ? null
          : { id: row.assigned_staff_id, name: row.assignee_name ?? `#${row.assigned_staff_id}` },
      createdAt: row.created_at,
      dueDate: row.due_date,
      firstAnswerAt: row.first_answer_at,
      closedAt: row.closed_at,
    }));
  }
}
