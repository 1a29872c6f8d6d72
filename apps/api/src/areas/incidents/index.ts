// The incidents area's public entry (issue #31 §5): outage incidents staff keep, the banner's public read,
// the customer's notices and mail subscription in Mis servicios, and the lookup that links a fault claim to
// the incident in force in its locality at intake.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import type { PublicCaches } from '../../infrastructure/public-cache/index.js';
import { AuditLogRepository } from '../staff/index.js';
import { IncidentRecipientsRepository } from './incident-recipients-repository.js';
import { IncidentsRepository } from './incidents-repository.js';
import { IncidentsService } from './incidents-service.js';
import { OutageSubscriptionsRepository } from './outage-subscriptions-repository.js';
import { OutagesService } from './outages-service.js';
import { IN_FORCE_CACHE } from './public-cache-name.js';

export { IncidentLinksRepository } from './incident-links-repository.js';
export { incidentsRoutes } from './incidents-routes.js';
export { outagesRoutes } from './outages-routes.js';

export interface IncidentsServices {
  incidents: IncidentsService;
  outages: OutagesService;
}

export interface IncidentsServicesDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** The company's covered localities (the content area's company config). */
  coveredLocalities: () => Promise<string[]>;
  telephony: boolean;
  publicCaches: PublicCaches;
}

export function createIncidentsServices(deps: IncidentsServicesDeps): IncidentsServices {
  const { db, mailer, coveredLocalities, telephony, publicCaches } = deps;
  const incidents = new IncidentsRepository(db);
  return {
    incidents: new IncidentsService({
      incidents,
      recipients: new IncidentRecipientsRepository(),
      audit: new AuditLogRepository(db),
      outbox: new OutboxWriter(db, mailer.outboxStatus),
      mailer,
      coveredLocalities,
      telephony,
      purgePublic: () => publicCaches.purge(IN_FORCE_CACHE),
    }),
    outages: new OutagesService(incidents, new OutageSubscriptionsRepository(db)),
  };
}
