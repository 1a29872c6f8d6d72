// The cancellations area's public entry: baja and arrepentimiento without an account (issue #32 §1) and the
// register of every baja and arrepentimiento. app.ts and the composition root import only this.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { CustomersRepository, type AuthServices } from '../auth/index.js';
import { AuditLogRepository } from '../staff/index.js';
import { CancellationChecksRepository } from './cancellation-checks-repository.js';
import { CancellationFilingsRepository } from './cancellation-filings-repository.js';
import { CancellationRegisterRepository } from './cancellation-register-repository.js';
import { CancellationRegisterService } from './cancellation-register-service.js';
import { CancellationService } from './cancellation-service.js';

export { cancellationRegisterRoutes } from './cancellation-register-routes.js';
export { cancellationRoutes } from './cancellation-routes.js';

export interface CancellationsServices {
  cancellations: CancellationService;
  register: CancellationRegisterService;
}

export interface CancellationsServicesDeps {
  db: Kysely<Database>;
  config: AppConfig;
  mailer: Mailer;
  auth: AuthServices;
}

export function createCancellationsServices({
  db,
  config,
  mailer,
  auth,
}: CancellationsServicesDeps): CancellationsServices {
  return {
    cancellations: new CancellationService({
      checks: new CancellationChecksRepository(db),
      filings: new CancellationFilingsRepository(db, mailer.outboxStatus),
      customers: new CustomersRepository(db),
      codes: auth.oneTimeCodes,
      mailer,
      companyCode: config.companyCode,
      staffEmail: config.staffEmail,
    }),
    register: new CancellationRegisterService(
      new CancellationRegisterRepository(db),
      new AuditLogRepository(db),
    ),
  };
}
