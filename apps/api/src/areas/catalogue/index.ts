// The catalogue area's public entry (issue #31 §1): plans, add-ons and packets with their prices and
// promotions, kept by admins, and the notice a new price sends to the plan's subscribers.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import type { PublicCaches } from '../../infrastructure/public-cache/index.js';
import { PUBLIC_CACHE } from '../content/index.js';
import { AuditLogRepository } from '../staff/index.js';
import { CatalogueRepository } from './catalogue-repository.js';
import { CatalogueService } from './catalogue-service.js';
import { PriceNoticesRepository } from './price-notices-repository.js';

export { catalogueRoutes } from './catalogue-routes.js';

export interface CatalogueServices {
  catalogue: CatalogueService;
}

export interface CatalogueServicesDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicCaches: PublicCaches;
}

export function createCatalogueServices({
  db,
  mailer,
  publicCaches,
}: CatalogueServicesDeps): CatalogueServices {
  return {
    catalogue: new CatalogueService(new CatalogueRepository(db), new PriceNoticesRepository(), {
      audit: new AuditLogRepository(db),
      outbox: new OutboxWriter(db, mailer.outboxStatus),
      mailsCommitted: () => mailer.mailsCommitted(),
      ratesChanged: () => publicCaches.purge(PUBLIC_CACHE.rates),
    }),
  };
}
