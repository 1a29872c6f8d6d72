// The staff area's public entry (back office, issues #14 §3, #15 §3, #30 §1): staff sign-in with a second
// factor, sessions, the staff guard, the audit log and the requests with their documents.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import type { FileStorage } from '../../infrastructure/storage/file-storage.js';
import { TokenSigner } from '../../lib/signed-tokens.js';
import { LoginThrottleRepository } from '../auth/index.js';
import { AuditLogRepository } from './audit-log-repository.js';
import { AuditLogReader } from './audit-log-reader.js';
import { StaffAccountService } from './staff-account-service.js';
import { StaffAuditService } from './staff-audit-service.js';
import { StaffMembersRepository } from './staff-members-repository.js';
import { StaffMembersService } from './staff-members-service.js';
import { StaffLoginService } from './staff-login-service.js';
import { StaffRequestsRepository } from './staff-requests-repository.js';
import { StaffRequestsService } from './staff-requests-service.js';
import { StaffSecrets } from './staff-secrets.js';
import { StaffSessionService } from './staff-session-service.js';
import { StaffSessionsRepository } from './staff-sessions-repository.js';
import { StaffUsersRepository } from './staff-users-repository.js';
import { transactOn } from './transact.js';

export { AuditLogRepository, type AuditActor } from './audit-log-repository.js';
export { actorOf, originOf, staffOf } from './request-actor.js';
export { default as staffAuthGuard, type StaffPrincipal } from './staff-auth-guard.js';
export { staffMembersRoutes } from './staff-members-routes.js';
export { staffRequestsRoutes } from './staff-requests-routes.js';
export { staffSessionRoutes } from './staff-session-routes.js';
export { StaffSecrets } from './staff-secrets.js';
export { createFirstAdmin } from './first-admin.js';

export interface StaffServices {
  login: StaffLoginService;
  sessions: StaffSessionService;
  account: StaffAccountService;
  members: StaffMembersService;
  auditLog: StaffAuditService;
  requests: StaffRequestsService;
}

export interface StaffServicesDeps {
  db: Kysely<Database>;
  config: AppConfig;
  storage: FileStorage;
}

export function createStaffServices({ db, config, storage }: StaffServicesDeps): StaffServices {
  const staff = new StaffUsersRepository(db);
  const throttle = new LoginThrottleRepository(db);
  const audit = new AuditLogRepository(db);
  const transact = transactOn(db);
  const sessions = new StaffSessionService(
    new TokenSigner(config.sessionSecret),
    new StaffSessionsRepository(db),
  );
  return {
    login: new StaffLoginService({
      staff,
      throttle,
      sessions,
      secrets: new StaffSecrets(config.sessionSecret),
      audit,
      transact,
      issuer: config.companyName,
    }),
    sessions,
    account: new StaffAccountService(staff, throttle, sessions, audit, transact),
    members: new StaffMembersService(new StaffMembersRepository(db), sessions, audit, transact),
    auditLog: new StaffAuditService(new AuditLogReader(db), audit),
    requests: new StaffRequestsService(new StaffRequestsRepository(db), storage, audit),
  };
}
