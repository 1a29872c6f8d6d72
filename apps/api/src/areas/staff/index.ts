// Wires the back office (issue #14 §3) for `app.services`: staff sign-in and sessions, the automatic-debit
// export, which holds the one DebitSealer of the app allowed to open card numbers and CBUs, and the requests
// with their documents (issue #15 §3).
import type { Kysely } from 'kysely';
import type { FileStorage } from '../../infrastructure/storage/file-storage.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import { DebitSealer } from '../debit/debit-sealer.js';
import { TokenSigner } from '../../lib/signed-tokens.js';
import { AuditLogRepository } from './audit-log-repository.js';
import { DebitExportRepository } from '../debit/debit-export-repository.js';
import { LoginThrottleRepository } from '../auth/login-throttle-repository.js';
import { StaffRequestsRepository } from './staff-requests-repository.js';
import { StaffUsersRepository } from './staff-users-repository.js';
import { DebitExportService } from '../debit/debit-export-service.js';
import { StaffLoginService } from './staff-login-service.js';
import { StaffRequestsService } from './staff-requests-service.js';
import { StaffSessionService } from './staff-session-service.js';

export interface StaffServices {
  staffLogin: StaffLoginService;
  staffSessions: StaffSessionService;
  debitExport: DebitExportService;
  staffRequests: StaffRequestsService;
}

export function createStaffServices(
  db: Kysely<Database>,
  config: AppConfig,
  storage: FileStorage,
): StaffServices {
  const staff = new StaffUsersRepository(db);
  const staffSessions = new StaffSessionService(new TokenSigner(config.sessionSecret), staff);
  return {
    staffLogin: new StaffLoginService(staff, new LoginThrottleRepository(db), staffSessions),
    staffSessions,
    debitExport: new DebitExportService(
      new DebitExportRepository(db),
      new AuditLogRepository(db),
      new DebitSealer(config.debit.encryptionKey, config.debit.previousKeys),
    ),
    staffRequests: new StaffRequestsService(
      new StaffRequestsRepository(db),
      storage,
      new AuditLogRepository(db),
    ),
  };
}
