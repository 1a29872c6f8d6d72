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
import { BulkActionsService } from './bulk-actions-service.js';
import { DeskLookupRepository } from './desk-lookup-repository.js';
import type { DeskChanges, DeskReads } from './desk-ports.js';
import { DeskReportRepository } from './desk-report-repository.js';
import { DeskReportService } from './desk-report-service.js';
import { MergeRepository } from './merge-repository.js';
import { MergeService } from './merge-service.js';
import { PresenceService } from './presence-service.js';
import { RequestsExportService } from './requests-export-service.js';

export { cannedRepliesRoutes } from './canned-replies-routes.js';
export { deskActionsRoutes } from './desk-actions-routes.js';
export { deskReportRoutes } from './desk-report-routes.js';
export { presenceRoutes } from './presence-routes.js';

export interface DeskToolsServices {
  cannedReplies: CannedRepliesService;
  cannedReplyRenderer: CannedReplyRenderer;
  presence: PresenceService;
  report: DeskReportService;
  bulk: BulkActionsService;
  requestsExport: RequestsExportService;
  merge: MergeService;
}

export interface DeskToolsServicesDeps {
  db: Kysely<Database>;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** The payments area's links: where a customer pays what they owe. */
  payLinks: PayLinkSource;
  /** The requests desk (its area's public entry): the inbox, a request's detail, its changes. */
  desk: { reads: DeskReads; changes: DeskChanges };
}

export function createDeskToolsServices({ db, config, log, payLinks, desk }: DeskToolsServicesDeps): {
  services: DeskToolsServices;
  close(): Promise<void>;
} {
  const audit = new AuditLogRepository(db);
  const lookup = new DeskLookupRepository(db);
  const presenceStore = createPresenceStore(config.redisUrl, log);
  const cannedReplies = new CannedRepliesService(new CannedRepliesRepository(db), audit);
  const renderer = new CannedReplyRenderer(cannedReplies, lookup, payLinks);
  return {
    services: {
      cannedReplies,
      cannedReplyRenderer: renderer,
      presence: new PresenceService(presenceStore, lookup, log),
      report: new DeskReportService(new DeskReportRepository(db), audit),
      bulk: new BulkActionsService(desk.reads, desk.changes, lookup, cannedReplies, renderer),
      requestsExport: new RequestsExportService(desk.reads, audit),
      merge: new MergeService(new MergeRepository(db), lookup, audit, desk.reads),
    },
    close: () => presenceStore.close(),
  };
}
