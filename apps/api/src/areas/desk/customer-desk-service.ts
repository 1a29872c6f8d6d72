// A request as its customer follows it in Mis gestiones (issue #30 §3): the status history (creation plus each
// status change), the public replies and the customer's own answers, never the internal notes; the legal class,
// due date and, once overdue, the late notice (for a claim, the right to a compensation of Res. 733/2017).
import {
  REQUEST_CLASS_LABELS,
  REQUEST_STATUS_LABELS,
  customerRequestSummary,
  isDeskStatus,
  requestTypeLabel,
  summaryPlanCodes,
  type CustomerRequestDetail,
  type DeskStatus,
} from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import { compensationNoticeFor, isOverdue } from '../../lib/legal-clock.js';
import type { CustomerRequestsRepository } from '../requests/index.js';
import type { DeskRepository, DeskRequestRow } from './desk-repository.js';
import { readPayload } from './request-fields.js';
import { attachmentOf, classOf, dayInWords, statusOf } from './desk-views.js';

/** Thread kinds the customer reads. */
export const CUSTOMER_THREAD_KINDS = ['estado', 'respuesta', 'cliente'] as const;

export function lateNoticeFor(row: Pick<DeskRequestRow, 'due_date' | 'request_class'>, overdue: boolean) {
  if (!overdue) return null;
  const late = `El plazo para resolver tu gestión venció el ${dayInWords(row.due_date)}. Seguimos trabajando en ella.`;
  const compensation = compensationNoticeFor(classOf(row.request_class), true);
  return compensation ? `${late} ${compensation}` : late;
}

export class CustomerDeskService {
  constructor(
    private readonly desk: DeskRepository,
    private readonly customerRequests: CustomerRequestsRepository,
  ) {}

  /** The request `number` of customer `cliente` (the route has checked the session owns it); 404 otherwise. */
  async findOwned(cliente: number, number: string): Promise<DeskRequestRow> {
    const row = await this.desk.findByNumber(number);
    if (!row || row.cliente !== cliente) throw new AppError('NOT_FOUND');
    return row;
  }

  async get(cliente: number, number: string, now: Date = new Date()): Promise<CustomerRequestDetail> {
    return this.detailOf(await this.findOwned(cliente, number), now);
  }

  async detailOf(row: DeskRequestRow, now: Date): Promise<CustomerRequestDetail> {
    const [thread, files] = await Promise.all([
      this.desk.thread(row.id, CUSTOMER_THREAD_KINDS),
      this.desk.attachments(row.id),
    ]);
    const payload = readPayload(row.payload);
    const planNames = await this.customerRequests.planNames(summaryPlanCodes(row.type, payload));
    const status = statusOf(row.status);
    const requestClass = classOf(row.request_class);
    const overdue = isOverdue(status, row.due_date, now);
    const history: { status: DeskStatus; statusLabel: string; at: string }[] = [
      { status: 'received', statusLabel: REQUEST_STATUS_LABELS.received, at: row.created_at },
    ];
    for (const entry of thread) {
      if (entry.kind === 'estado' && entry.to_value && isDeskStatus(entry.to_value)) {
        history.push({
          status: entry.to_value,
          statusLabel: REQUEST_STATUS_LABELS[entry.to_value],
          at: entry.created_at,
        });
      }
    }
    // The customer's copy has no file id: downloads are a staff route.
    const publicFile = (file: (typeof files)[number]) => {
      const { slot, label, name, sizeBytes } = attachmentOf(file);
      return { slot, label, name, sizeBytes };
    };
    return {
      number: row.number,
      createdAt: row.created_at,
      type: row.type,
      typeLabel: requestTypeLabel(row.type),
      summary: customerRequestSummary(row.type, payload, { planNames }),
      status,
      statusLabel: REQUEST_STATUS_LABELS[status],
      requestClass,
      classLabel: REQUEST_CLASS_LABELS[requestClass],
      dueDate: row.due_date,
      overdue,
      lateNotice: lateNoticeFor(row, overdue),
      history,
      thread: thread
        .filter((entry) => entry.kind === 'respuesta' || entry.kind === 'cliente')
        .map((entry) => ({
          kind: entry.kind as 'respuesta' | 'cliente',
          at: entry.created_at,
          text: entry.text,
          attachments: files.filter((file) => file.thread_entry_id === entry.id).map(publicFile),
        })),
      attachments: files.filter((file) => file.thread_entry_id === null).map(publicFile),
      canAnswer: status === 'waiting_customer',
    };
  }
}
