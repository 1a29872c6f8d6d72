// Changes to a request (issue #30 §2): status, queue, assignee and class, and the replies and notes, each in one
// transaction with its thread entries, its audit entry (before and after) and the customer's mail. The update is
// conditional on the version the member read (`where version = ?`), so of two members who change the same
// version exactly one wins; the other changes nothing and is told to reload (409).
import {
  DESK_QUEUE_LABELS,
  REQUEST_CLASS_LABELS,
  canMoveDeskStatus,
  isClosedDeskStatus,
  messages,
  staffRoleAtLeast,
  type DeskStatus,
  type RequestChange,
  type StaffMessage,
  type StaffRequestDetail,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { Database } from '../../infrastructure/db/schema.js';
import type { MailMessage } from '../../infrastructure/mail/mailer.js';
import type { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import { AppError } from '../../lib/app-error.js';
import { dueDateFor } from '../../lib/legal-clock.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import { replyMail, statusChangeMail, type CustomerMailTarget } from './desk-mails.js';
import type { DeskRepository, DeskRequestRow, NewThreadEntry, RequestUpdate } from './desk-repository.js';
import { queuesOf, type DeskReader, type DeskService } from './desk-service.js';
import { classOf, dayInWords, queueOf, statusMoveText, statusOf } from './desk-views.js';

export type DeskActor = DeskReader & AuditActor;

interface Plan {
  update: RequestUpdate;
  entries: Omit<NewThreadEntry, 'requestId'>[];
  /** The status it moves to, when it moves. */
  movedTo: DeskStatus | undefined;
}

/** What the audit keeps of a request, as the member reads it. */
function snapshot(row: DeskRequestRow) {
  return {
    status: row.status,
    queue: row.queue,
    assigneeId: row.assigned_staff_id,
    requestClass: row.request_class,
    dueDate: row.due_date,
  };
}

export class DeskChangesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly desk: DeskRepository,
    private readonly reads: DeskService,
    private readonly audit: AuditLogRepository,
    private readonly outbox: OutboxWriter,
    private readonly publicUrl: () => string,
  ) {}

  async change(
    number: string,
    change: RequestChange,
    actor: DeskActor,
    now = new Date(),
  ): Promise<StaffRequestDetail> {
    const row = await this.reads.findForReader(number, actor);
    const plan = await this.#plan(row, change, actor, now);
    return this.#commit(row, change.version, plan, actor, now, 'request.change');
  }

  /** A public reply (mailed, shown to the customer) or a note (neither), optionally with a status move. */
  async postMessage(
    number: string,
    message: StaffMessage,
    actor: DeskActor,
    now = new Date(),
    recordAnswer?: RecordAnswer<StaffRequestDetail>,
  ): Promise<StaffRequestDetail> {
    const row = await this.reads.findForReader(number, actor);
    const plan = await this.#plan(row, { version: message.version, status: message.status }, actor, now);
    const at = now.toISOString();
    plan.entries.unshift({ kind: message.kind, authorStaffId: actor.staffUserId, text: message.text, at });
    if (message.kind === 'respuesta' && row.first_answer_at === null) plan.update.first_answer_at = at;
    return this.#commit(
      row,
      message.version,
      plan,
      actor,
      now,
      `request.${message.kind}`,
      message,
      recordAnswer,
    );
  }

  async #plan(row: DeskRequestRow, change: RequestChange, actor: DeskActor, now: Date): Promise<Plan> {
    const at = now.toISOString();
    const plan: Plan = { update: { updated_at: at }, entries: [], movedTo: undefined };
    const author = actor.staffUserId;
    const from = statusOf(row.status);
    if (change.status !== undefined && change.status !== from) {
      if (!canMoveDeskStatus(from, change.status)) throw new AppError('INVALID_STATUS_CHANGE');
      const closed = isClosedDeskStatus(change.status);
      Object.assign(plan.update, {
        status: change.status,
        is_open: closed ? 0 : 1,
        closed_at: closed ? at : null,
      });
      plan.entries.push({
        kind: 'estado',
        authorStaffId: author,
        text: statusMoveText(from, change.status),
        fromValue: from,
        toValue: change.status,
        at,
      });
      plan.movedTo = change.status;
    }
    const queue = change.queue ?? queueOf(row.queue);
    if (change.queue !== undefined && change.queue !== row.queue) {
      plan.update.queue = change.queue;
      const text = `Cola: ${DESK_QUEUE_LABELS[queueOf(row.queue)]} → ${DESK_QUEUE_LABELS[change.queue]}`;
      plan.entries.push({
        kind: 'asignacion',
        authorStaffId: author,
        text,
        fromValue: row.queue,
        toValue: change.queue,
        at,
      });
    }
    if (change.assigneeId !== undefined && change.assigneeId !== row.assigned_staff_id) {
      let name = 'nadie';
      if (change.assigneeId !== null) {
        const member = await this.desk.staffMember(change.assigneeId);
        if (!member) {
          throw new AppError('VALIDATION_ERROR', { fields: { assigneeId: messages.deskMemberUnknown } });
        }
        if (!queuesOf(member.queues).includes(queue) && !staffRoleAtLeast(actor.role, 'supervisor')) {
          throw new AppError('FORBIDDEN', { message: messages.deskMemberNotInQueue });
        }
        name = member.name;
      }
      plan.update.assigned_staff_id = change.assigneeId;
      const text = `Asignada a ${name}`;
      plan.entries.push({
        kind: 'asignacion',
        authorStaffId: author,
        text,
        fromValue: row.assigned_staff_id?.toString() ?? null,
        toValue: change.assigneeId?.toString() ?? null,
        at,
      });
    }
    if (change.requestClass !== undefined && change.requestClass !== row.request_class) {
      const dueDate = dueDateFor(new Date(row.created_at), change.requestClass);
      Object.assign(plan.update, { request_class: change.requestClass, due_date: dueDate });
      const text = `Clase: ${REQUEST_CLASS_LABELS[classOf(row.request_class)]} → ${REQUEST_CLASS_LABELS[change.requestClass]} (vence el ${dayInWords(dueDate)})`;
      plan.entries.push({
        kind: 'estado',
        authorStaffId: author,
        text,
        fromValue: row.request_class,
        toValue: change.requestClass,
        at,
      });
    }
    return plan;
  }

  #mailTarget(row: DeskRequestRow): CustomerMailTarget | undefined {
    const to = row.email ?? row.customer_email;
    if (!to) return undefined;
    const myRequestsUrl = row.cliente === null ? null : `${this.publicUrl()}/mi-cuenta/mis-gestiones`;
    return { to, name: row.customer_name, number: row.number, myRequestsUrl };
  }

  async #commit(
    row: DeskRequestRow,
    version: number,
    plan: Plan,
    actor: DeskActor,
    now: Date,
    action: string,
    message?: StaffMessage,
    recordAnswer?: RecordAnswer<StaffRequestDetail>,
  ): Promise<StaffRequestDetail> {
    if (plan.entries.length === 0) return this.reads.detailOf(row, now);
    const target = this.#mailTarget(row);
    const mails: MailMessage[] = [];
    if (target && message?.kind === 'respuesta') mails.push(replyMail(target, message.text, plan.movedTo));
    else if (target && plan.movedTo) mails.push(statusChangeMail(target, plan.movedTo));
    if (mails.length > 0 && row.first_answer_at === null) plan.update.first_answer_at ??= now.toISOString();
    const planNames = await this.reads.planNamesOf(row);
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.desk.update(trx, row.id, version, plan.update))) {
        throw new AppError('CONFLICT', { message: messages.deskStaleVersion });
      }
      for (const entry of plan.entries) await this.desk.addThreadEntry(trx, { ...entry, requestId: row.id });
      for (const mail of mails) await this.outbox.insert(trx, mail);
      const changed = await this.desk.findByNumber(row.number, trx);
      if (!changed) throw new Error('the changed request vanished inside its transaction');
      await this.audit.record(
        {
          ...actor,
          action,
          entity: 'request',
          entityId: row.number,
          before: snapshot(row),
          after: snapshot(changed),
          details: message ? { kind: message.kind, text: message.text } : undefined,
        },
        trx,
      );
      const detail = await this.reads.detailOf(changed, now, { trx, planNames });
      await recordAnswer?.(trx, detail);
      return detail;
    });
  }
}
