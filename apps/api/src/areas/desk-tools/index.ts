// The desk tools' public entry (issue #30 §2): canned replies, presence, and the supervisor's bulk actions,
// export, merge and monthly report over the requests desk.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import { createPresenceStore } from '../../infrastructure/presence/index.js';
import { AuditLogRepository } from '../staff/index.js';
import { CannedRepliesRepository } from './canned-replies-repository.js';
import { CannedRepliesService } from './canned-replies-service.js';
import { CannedReplyRenderer, type PayLinkSource } from './canned-reply-renderer.js';
import { DeskLookupRepository } from './desk-lookup-repository.js';
import { DeskReportRepository } from './desk-report-repository.js';
import { DeskReportService } from './desk-report-service.js';
import { PresenceService } from './presence-service.js';

export { cannedRepliesRoutes } from './canned-replies-routes.js';
export { deskReportRoutes } from './desk-report-routes.js';
export { presenceRoutes } from './presence-routes.js';

export interface DeskToolsServices {
  cannedReplies: CannedRepliesService;
  cannedReplyRenderer: CannedReplyRenderer;
  presence: PresenceService;
  report: DeskReportService;
}

export interface DeskToolsServicesDeps {
  db: Kysely<Database>;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** The payments area's links: where a customer pays what they owe. */
  payLinks: PayLinkSource;
}

export function createDeskToolsServices({ db, config, log, payLinks }: DeskToolsServicesDeps): {
  services: DeskToolsServices;
  close(): Promise<void>;
} {
  const audit = new AuditLogRepository(db);
  const lookup = new DeskLookupRepository(db);
  const presenceStore = createPresenceStore(config.redisUrl, log);
  const cannedReplies = new CannedRepliesService(new CannedRepliesRepository(db), audit);
  return {
    services: {
      cannedReplies,
      cannedReplyRenderer: new CannedReplyRenderer(cannedReplies, lookup, payLinks),
      presence: new PresenceService(presenceStore, lookup, log),
      report: new DeskReportService(new DeskReportRepository(db), audit),
    },
    close: () => presenceStore.close(),
  };
}
