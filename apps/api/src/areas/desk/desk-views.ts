// Rows to what the desk and the customer read: statuses, classes and queues in words, the legal clock's overdue
// flag, files with their labels.
import {
  DESK_QUEUES,
  DESK_STATUS_LABELS,
  REQUEST_CLASSES,
  fileSlotLabel,
  isDeskStatus,
  requestTypeLabel,
  type DeskQueue,
  type DeskStatus,
  type InboxItem,
  type RequestClass,
} from '@portal/domain';
import { isOverdue } from '../../lib/legal-clock.js';
import type { DeskAttachmentRow, DeskRequestRow, DeskThreadRow } from './desk-repository.js';

export function statusOf(stored: string): DeskStatus {
  return isDeskStatus(stored) ? stored : 'received';
}

export function queueOf(stored: string): DeskQueue {
  return (DESK_QUEUES as readonly string[]).includes(stored) ? (stored as DeskQueue) : 'administracion';
}

export function classOf(stored: string): RequestClass {
  return (REQUEST_CLASSES as readonly string[]).includes(stored) ? (stored as RequestClass) : 'otros';
}

/** 'YYYY-MM-DD' as 'DD/MM/YYYY'. */
export function dayInWords(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

export function inboxItemOf(row: DeskRequestRow, now: Date): InboxItem {
  const status = statusOf(row.status);
  return {
    number: row.number,
    type: row.type,
    typeLabel: requestTypeLabel(row.type),
    status,
    queue: queueOf(row.queue),
    requestClass: classOf(row.request_class),
    dueDate: row.due_date,
    overdue: isOverdue(status, row.due_date, now),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    customerNumber: row.cliente,
    name: row.customer_name,
    email: row.email ?? row.customer_email,
    locality: row.locality,
    summary: row.summary,
    assignee:
      row.assigned_staff_id === null ? null : { id: row.assigned_staff_id, name: row.assignee_name ?? '' },
    attachmentCount: Number(row.attachment_count),
  };
}

/** 'En curso → Resuelto'. */
export function statusMoveText(from: DeskStatus, to: DeskStatus): string {
  return `${DESK_STATUS_LABELS[from]} → ${DESK_STATUS_LABELS[to]}`;
}

export function attachmentOf(row: DeskAttachmentRow) {
  return {
    id: row.id,
    slot: row.slot,
    label: fileSlotLabel(row.slot),
    name: row.original_name,
    sizeBytes: row.size_bytes,
  };
}

/** Replies, notes, answers and changes are stored with their text; a bare status change reads 'En curso → Resuelto'. */
export function threadTextOf(entry: DeskThreadRow): string {
  if (entry.kind === 'estado' && !entry.text) {
    const label = (value: string | null) => (value && isDeskStatus(value) ? DESK_STATUS_LABELS[value] : '—');
    return `${label(entry.from_value)} → ${label(entry.to_value)}`;
  }
  return entry.text;
}
