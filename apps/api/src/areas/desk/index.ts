// The requests desk's public entry (issue #30 §2–§4): the inbox, a request as staff work it, its changes and
// messages with the legal clock, the customer panel, the customer's side of a request in Mis gestiones, and the
// public claim tracker (issue #32 §3).
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import { CustomerRequestsRepository } from '../requests/index.js';
import { AuditLogRepository } from '../staff/index.js';
import { ClaimTrackerRepository } from './claim-tracker-repository.js';
import { ClaimTrackerService } from './claim-tracker-service.js';
import { CustomerAnswerService } from './customer-answer-service.js';
import { CustomerDeskService } from './customer-desk-service.js';
import { CustomerPanelService, type CustomerPanelSources } from './customer-panel-service.js';
import { DeskChangesService } from './desk-changes-service.js';
import { DeskInboxRepository } from './desk-inbox-repository.js';
import { DeskRepository } from './desk-repository.js';
import { DeskService } from './desk-service.js';

export { readPayload } from './request-fields.js';
export { claimTrackerRoutes } from './claim-tracker-routes.js';
export { customerDeskRoutes } from './customer-desk-routes.js';
export { deskRoutes } from './desk-routes.js';

export interface DeskServices {
  /** The inbox, a request's detail, the assignable members. */
  reads: DeskService;
  /** Status, queue, assignee and class changes; replies and notes. */
  changes: DeskChangesService;
  /** The customer's side: one request of Mis gestiones ... */
  customer: CustomerDeskService;
  /** ... and the answer to it. */
  answers: CustomerAnswerService;
  /** The customer beside a request, audited as a read of personal data. */
  panel: CustomerPanelService;
  /** The public claim tracker: a request's state by its number and the holder's DNI. */
  tracker: ClaimTrackerService;
}

export interface DeskServicesDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Where the portal is reached, for the Mis gestiones link in mails. */
  publicUrl: () => string;
  /** The staff mailbox: told of a customer's answer to a request nobody has taken. */
  staffEmail: string;
  /** The account and billing services the customer panel reads. */
  panelSources: CustomerPanelSources;
}

export function createDeskServices(deps: DeskServicesDeps): DeskServices {
  const { db, mailer, publicUrl, staffEmail, panelSources } = deps;
  const desk = new DeskRepository(db);
  const customerRequests = new CustomerRequestsRepository(db);
  const reads = new DeskService(desk, new DeskInboxRepository(db, desk), customerRequests);
  const outbox = new OutboxWriter(db, mailer.outboxStatus);
  const audit = new AuditLogRepository(db);
  const customer = new CustomerDeskService(desk, customerRequests);
  return {
    reads,
    changes: new DeskChangesService(db, desk, reads, audit, outbox, publicUrl),
    customer,
    answers: new CustomerAnswerService(db, desk, customer, outbox, staffEmail),
    panel: new CustomerPanelService(panelSources, desk, audit),
    tracker: new ClaimTrackerService(new ClaimTrackerRepository(db)),
  };
}
