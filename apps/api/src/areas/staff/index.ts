// The staff area's public entry (back office, issue #14 §3): staff sign-in and sessions, the staff guard, the
// audit log and the requests with their documents (issue #15 §3).
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import type { FileStorage } from '../../infrastructure/storage/file-storage.js';
import { TokenSigner } from '../../lib/signed-tokens.js';
import { LoginThrottleRepository } from '../auth/index.js';
import { AuditLogRepository } from './audit-log-repository.js';
import { StaffLoginService } from './staff-login-service.js';
import { StaffRequestsRepository } from './staff-requests-repository.js';
import { StaffRequestsService } from './staff-requests-service.js';
import { StaffSessionService } from './staff-session-service.js';
import { StaffUsersRepository } from './staff-users-repository.js';

export { AuditLogRepository, type AuditActor } from './audit-log-repository.js';
export { default as staffAuthGuard } from './staff-auth-guard.js';
export { staffRequestsRoutes } from './staff-requests-routes.js';
export { staffSessionRoutes } from './staff-session-routes.js';

export interface StaffServices {
  login: StaffLoginService;
  sessions: StaffSessionService;
  requests: StaffRequestsService;
}

export interface StaffServicesDeps {
  db: Kysely<Database>;
  config: AppConfig;
  storage: FileStorage;
}

export function createStaffServices({ db, config, storage }: StaffServicesDeps): StaffServices {
  const staff = new StaffUsersRepository(db);
  const sessions = new StaffSessionService(new TokenSigner(config.sessionSecret), staff);
  return {
    login: new StaffLoginService(staff, new LoginThrottleRepository(db), sessions),
    sessions,
    requests: new StaffRequestsService(new StaffRequestsRepository(db), storage, new AuditLogRepository(db)),
  };
}
