// The customer's answer to a request that waits on them (issue #30 §3): its text and up to two PDFs (checked by
// content, like Trámites) go on the thread, and the request goes back to En curso. The move is conditional on
// the status, so of two parallel answers one moves it and the other is told it no longer waits (409); the
// assignee (or the staff mailbox when nobody has it) is mailed once, in the same transaction.
import { messages, type CustomerRequestDetail } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { Database } from '../../infrastructure/db/schema.js';
import type { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import { AppError } from '../../lib/app-error.js';
import type { CustomerDeskService } from './customer-desk-service.js';
import { customerAnswerMail } from './desk-mails.js';
import type { DeskRepository, DeskRequestRow } from './desk-repository.js';
import { statusMoveText } from './desk-views.js';

export interface AnswerFile {
  filename: string;
  storageKey: string;
  sizeBytes: number;
}

export class CustomerAnswerService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly desk: DeskRepository,
    private readonly reads: CustomerDeskService,
    private readonly outbox: OutboxWriter,
    private readonly staffEmail: string,
  ) {}

  /** The owned request, refused before any file is read when it does not wait on the customer. */
  async waitingRequest(cliente: number, number: string): Promise<DeskRequestRow> {
    const row = await this.reads.findOwned(cliente, number);
    if (row.status !== 'waiting_customer') {
      throw new AppError('CONFLICT', { message: messages.deskNotWaitingCustomer });
    }
    return row;
  }

  async answer(
    row: DeskRequestRow,
    text: string,
    files: readonly AnswerFile[],
    recordAnswer?: RecordAnswer<CustomerRequestDetail>,
    now: Date = new Date(),
  ): Promise<CustomerRequestDetail> {
    const at = now.toISOString();
    const assignee =
      row.assigned_staff_id === null ? undefined : await this.desk.staffMember(row.assigned_staff_id);
    const to = assignee?.email ?? this.staffEmail;
    const planNames = await this.reads.planNamesOf(row);
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.desk.resumeFromCustomer(trx, row.id, at))) {
        throw new AppError('CONFLICT', { message: messages.deskNotWaitingCustomer });
      }
      const entryId = await this.desk.addThreadEntry(trx, {
        requestId: row.id,
        kind: 'cliente',
        authorStaffId: null,
        text,
        at,
      });
      await this.desk.addThreadEntry(trx, {
        requestId: row.id,
        kind: 'estado',
        authorStaffId: null,
        text: statusMoveText('waiting_customer', 'in_progress'),
        fromValue: 'waiting_customer',
        toValue: 'in_progress',
        at,
      });
      for (const [index, file] of files.entries()) {
        await this.desk.addAttachment(trx, {
          requestId: row.id,
          threadEntryId: entryId,
          slot: `respuesta_${index + 1}`,
          name: file.filename,
          key: file.storageKey,
          size: file.sizeBytes,
          at,
        });
      }
      await this.outbox.insert(
        trx,
        customerAnswerMail(
          to,
          { number: row.number, name: row.customer_name },
          text,
          files.map((f) => f.filename),
        ),
      );
      const changed = await this.desk.findByNumber(row.number, trx);
      if (!changed) throw new Error('the answered request vanished inside its transaction');
      const detail = await this.reads.detailOf(changed, now, { trx, planNames });
      await recordAnswer?.(trx, detail);
      return detail;
    });
  }
}
