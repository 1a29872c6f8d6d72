// The desk's reads (issue #30 §2): the inbox in the reader's scope and a request as staff work it — every payload
// field in words, its files, the thread with who wrote each entry, the legal clock and the moves it allows.
// An agente reaches only the requests of its queues and those assigned to it; any other is NOT_FOUND, so the
// desk does not tell which numbers exist elsewhere.
import {
  DESK_QUEUES,
  isStaffRole,
  type DeskQueue,
  inboxQuerySchema,
  nextDeskStatuses,
  staffRoleAtLeast,
  type InboxPage,
  type InboxQuery,
  type StaffRequestDetail,
  type StaffRole,
  type ThreadEntry,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { compensationNoticeFor } from '../../lib/legal-clock.js';
import { ushuaiaDate } from '../../lib/ushuaia-time.js';
import type { CustomerRequestsRepository } from '../requests/index.js';
import type { DeskInboxRepository, InboxScope } from './desk-inbox-repository.js';
import type { DeskRepository, DeskRequestRow } from './desk-repository.js';
import { attachmentOf, classOf, inboxItemOf, statusOf, threadTextOf } from './desk-views.js';
import { planCodesOf, readPayload, requestFieldsInWords } from './request-fields.js';

/** The member reading or changing, from `request.staff`. */
export interface DeskReader {
  staffUserId: number;
  role: StaffRole;
}

export function queuesOf(stored: string): string[] {
  return stored
    .split(',')
    .map((queue) => queue.trim())
    .filter((queue) => (DESK_QUEUES as readonly string[]).includes(queue));
}

const THREAD_KINDS = new Set<string>(['respuesta', 'nota', 'cliente', 'estado', 'asignacion', 'fusion']);

export class DeskService {
  constructor(
    private readonly desk: DeskRepository,
    private readonly inbox: DeskInboxRepository,
    private readonly customerRequests: CustomerRequestsRepository,
  ) {}

  /** Everything for a supervisor or admin; an agente's queues and what is assigned to it. */
  async scopeOf(reader: DeskReader): Promise<InboxScope> {
    if (staffRoleAtLeast(reader.role, 'supervisor')) return { staffId: reader.staffUserId, queues: null };
    const member = await this.desk.staffMember(reader.staffUserId);
    return { staffId: reader.staffUserId, queues: member ? queuesOf(member.queues) : [] };
  }

  async list(query: InboxQuery, reader: DeskReader, now: Date = new Date()): Promise<InboxPage> {
    const { page, pageSize, ...filter } = inboxQuerySchema.parse(query);
    const scope = await this.scopeOf(reader);
    const found = await this.inbox.page(filter, scope, ushuaiaDate(now), page, pageSize);
    return {
      items: found.rows.map((row) => inboxItemOf(row, now)),
      total: found.total,
      page,
      pageSize,
      overdueCount: found.overdueCount,
    };
  }

  /** Active members with their role and queues, for the assignee picker. */
  async assignableMembers() {
    const members = await this.desk.activeMembers();
    return {
      members: members.map((member) => ({
        id: member.id,
        name: member.name,
        role: isStaffRole(member.role) ? member.role : ('agente' as const),
        queues: queuesOf(member.queues) as DeskQueue[],
      })),
    };
  }

  /** The request if the reader may work it; NOT_FOUND otherwise. */
  async findForReader(
    number: string,
    reader: DeskReader,
    executor?: Kysely<Database>,
  ): Promise<DeskRequestRow> {
    const row = await this.desk.findByNumber(number, executor);
    if (!row) throw new AppError('NOT_FOUND');
    const { queues } = await this.scopeOf(reader);
    if (queues && !queues.includes(row.queue) && row.assigned_staff_id !== reader.staffUserId) {
      throw new AppError('NOT_FOUND');
    }
    return row;
  }

  async detail(number: string, reader: DeskReader, now: Date = new Date()): Promise<StaffRequestDetail> {
    return this.detailOf(await this.findForReader(number, reader), now);
  }

  /** Plan names of the request's payload (read before a change's transaction: it never changes them). */
  async planNamesOf(row: DeskRequestRow): Promise<Record<string, string>> {
    return this.customerRequests.planNames(planCodesOf(readPayload(row.payload)));
  }

  /**
   * `inside`: the change's transaction and the plan names read before it, when the detail is the answer the
   * change records (on SQLite a read outside the transaction would wait for it).
   */
  async detailOf(
    row: DeskRequestRow,
    now: Date,
    inside?: { trx: Kysely<Database>; planNames: Record<string, string> },
  ): Promise<StaffRequestDetail> {
    const executor = inside?.trx;
    const [files, thread] = await Promise.all([
      this.desk.attachments(row.id, executor),
      this.desk.thread(row.id, undefined, executor),
    ]);
    const payload = readPayload(row.payload);
    const planNames = inside?.planNames ?? (await this.planNamesOf(row));
    const item = inboxItemOf(row, now);
    const status = statusOf(row.status);
    return {
      ...item,
      version: row.version,
      fields: requestFieldsInWords(payload, planNames),
      attachments: files.filter((file) => file.thread_entry_id === null).map(attachmentOf),
      thread: thread
        .filter((entry) => THREAD_KINDS.has(entry.kind))
        .map((entry): ThreadEntry => ({
          id: entry.id,
          kind: entry.kind as ThreadEntry['kind'],
          at: entry.created_at,
          author:
            entry.author_staff_id === null
              ? null
              : { id: entry.author_staff_id, name: entry.author_name ?? '' },
          text: threadTextOf(entry),
          attachments: files.filter((file) => file.thread_entry_id === entry.id).map(attachmentOf),
        })),
      compensationNotice: compensationNoticeFor(classOf(row.request_class), item.overdue),
      nextStatuses: [...nextDeskStatuses(status)],
    };
  }
}
