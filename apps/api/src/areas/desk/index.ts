// The requests desk's public entry (issue #30 §2–§4): the inbox, a request as staff work it, its changes and
// messages with the legal clock, the customer panel, and the customer's side of a request in Mis gestiones.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import { CustomerRequestsRepository } from '../requests/index.js';
import { AuditLogRepository } from '../staff/index.js';
import { CustomerDeskService } from './customer-desk-service.js';
import { DeskChangesService } from './desk-changes-service.js';
import { DeskInboxRepository } from './desk-inbox-repository.js';
import { DeskRepository } from './desk-repository.js';
import { DeskService } from './desk-service.js';

export { customerDeskRoutes } from './customer-desk-routes.js';
export { deskRoutes } from './desk-routes.js';

export interface DeskServices {
  /** The inbox, a request's detail, the assignable members. */
  reads: DeskService;
  /** Status, queue, assignee and class changes; replies and notes. */
  changes: DeskChangesService;
  /** The customer's side: one request of Mis gestiones and the answer to it. */
  customer: CustomerDeskService;
}

export interface DeskServicesDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Where the portal is reached, for the Mis gestiones link in mails. */
  publicUrl: () => string;
}

export function createDeskServices({ db, mailer, publicUrl }: DeskServicesDeps): DeskServices {
  const desk = new DeskRepository(db);
  const customerRequests = new CustomerRequestsRepository(db);
  const reads = new DeskService(desk, new DeskInboxRepository(db, desk), customerRequests);
  const outbox = new OutboxWriter(db, mailer.outboxStatus);
  return {
    reads,
    changes: new DeskChangesService(db, desk, reads, new AuditLogRepository(db), outbox, publicUrl),
    customer: new CustomerDeskService(desk, customerRequests),
  };
}
