// The public claim tracker (issue #32 §3): a request's state for whoever has its number and the DNI or CUIT it
// was filed with. An unknown number and a wrong DNI get the same answer, after the same work.
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  REQUEST_CLASS_LABELS,
  REQUEST_STATUS_LABELS,
  holderDocumentKey,
  requestTypeLabel,
  type ClaimTrackerAnswer,
} from '@portal/domain';
import { isOverdue } from '../../lib/legal-clock.js';
import type { ClaimTrackerRepository, TrackedRequestRow } from './claim-tracker-repository.js';
import { lateNoticeFor } from './customer-desk-service.js';
import { readPayload } from './request-fields.js';
import { classOf, statusOf } from './desk-views.js';

const digest = (key: string | null) =>
  createHash('sha256')
    .update(key ?? '')
    .digest();

/** The documents a request may be asked with: the one in its form and its customer record's. */
function filedDocuments(row: TrackedRequestRow | undefined): (string | null)[] {
  const written = row ? readPayload(row.payload).dni : undefined;
  return [
    typeof written === 'string' ? holderDocumentKey(written) : null,
    row?.record_dni ? holderDocumentKey(row.record_dni) : null,
  ];
}

export class ClaimTrackerService {
  constructor(private readonly requests: ClaimTrackerRepository) {}

  async track(number: string, document: string, now: Date = new Date()): Promise<ClaimTrackerAnswer> {
    const row = await this.requests.findByNumber(number);
    const asked = digest(holderDocumentKey(document));
    // Both comparisons always run, so a match costs what a miss costs.
    const matches = filedDocuments(row).map(
      (filed) => filed !== null && timingSafeEqual(asked, digest(filed)),
    );
    if (!row || !matches.includes(true)) return { request: null };
    const status = statusOf(row.status);
    const requestClass = classOf(row.request_class);
    const overdue = isOverdue(status, row.due_date, now);
    return {
      request: {
        number: row.number,
        typeLabel: requestTypeLabel(row.type),
        status,
        statusLabel: REQUEST_STATUS_LABELS[status],
        requestClass,
        classLabel: REQUEST_CLASS_LABELS[requestClass],
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        dueDate: row.due_date,
        overdue,
        lateNotice: lateNoticeFor(row, overdue),
        closedAt: row.closed_at,
      },
    };
  }
}
