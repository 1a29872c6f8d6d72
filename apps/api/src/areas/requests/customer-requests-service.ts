// "Mis gestiones": the customer's requests as the customer reads them (each told in a sentence built from its
// payload, customer-request-summary.ts), and the claim filed from that page
// (stored as a request staff work, and mailed to the staff mailbox after its commit, like assistance).
import {
  ACCOUNT_REQUEST_TYPE_LABELS,
  ACCOUNT_REQUEST_TYPES,
  CUSTOMER_REQUESTS_LIMIT,
  customerRequestSummary,
  fileSlotLabel,
  oneLine,
  requestStatusOf,
  REQUEST_STATUS_LABELS,
  requestTypeLabel,
  summaryPlanCodes,
  type ClaimBody,
  type CustomerRequest,
} from '@portal/domain';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { orNotFound } from '../../lib/app-error.js';
import { isOverdue } from '../../lib/legal-clock.js';
import type { CustomerRequestsRepository } from './customer-requests-repository.js';
import type { CustomersRepository } from '../auth/index.js';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { StoredRequest } from './request-number.js';
import type { RequestsRepository } from './requests-repository.js';
import { staffRequestMail } from '../../infrastructure/mail/mail-templates.js';

export function claimSummary(body: ClaimBody): string {
  return body.details ? `${body.reason}: ${oneLine(body.details)}` : body.reason;
}

/** A payload that is not a JSON object (a hand-edited row) summarises as its type alone. */
function readPayload(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export class CustomerRequestsService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly customerRequests: CustomerRequestsRepository,
    private readonly requests: RequestsRepository,
    private readonly mailer: Mailer,
    private readonly companyCode: number,
    private readonly staffEmail: string,
  ) {}

  /** The route has checked that the session owns `cliente`. */
  async list(cliente: number, now: Date = new Date()): Promise<CustomerRequest[]> {
    const customer = orNotFound(await this.customers.findByNumber(cliente));
    const rows = await this.customerRequests.listForCustomer(customer.id, CUSTOMER_REQUESTS_LIMIT);
    const attachments = await this.customerRequests.attachmentsOf(rows.map((row) => row.id));
    const payloads = rows.map((row) => readPayload(row.payload));
    const planNames = await this.customerRequests.planNames(
      rows.flatMap((row, index) => summaryPlanCodes(row.type, payloads[index]!)),
    );
    return rows.map((row, index) => {
      const status = requestStatusOf(row.status);
      return {
        number: row.number,
        createdAt: row.created_at,
        type: row.type,
        typeLabel: requestTypeLabel(row.type),
        summary: customerRequestSummary(row.type, payloads[index]!, { planNames }),
        status,
        statusLabel: REQUEST_STATUS_LABELS[status],
        dueDate: row.due_date,
        overdue: isOverdue(status, row.due_date, now),
        attachments: attachments
          .filter((file) => file.request_id === row.id)
          .map((file) => ({
            slot: file.slot,
            label: fileSlotLabel(file.slot),
            name: file.original_name,
            sizeBytes: file.size_bytes,
          })),
      };
    });
  }

  /** `recordAnswer`: the Idempotency-Key's answer, committed with the request. */
  async fileClaim(
    cliente: number,
    body: ClaimBody,
    recordAnswer?: RecordAnswer<StoredRequest>,
  ): Promise<string> {
    const customer = orNotFound(await this.customers.findByNumber(cliente));
    const type = ACCOUNT_REQUEST_TYPES.claim;
    const payload = { clientenro: cliente, reason: body.reason, details: body.details ?? '' };
    const stored = await this.requests.create(
      {
        type,
        companyCode: this.companyCode,
        customerId: customer.id,
        email: customer.emailppl,
        summary: claimSummary(body),
        payload,
      },
      recordAnswer,
    );
    const title = ACCOUNT_REQUEST_TYPE_LABELS[type];
    await this.mailer.send(staffRequestMail(this.staffEmail, title, stored.number, payload));
    return stored.number;
  }
}
