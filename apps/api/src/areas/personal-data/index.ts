// The personal data area's public entry (issue #32 §4, Ley 25.326, ADR 0104): Mis datos, the download of what
// the portal holds about the signed-in person (JSON and PDF) and the suppression request. Its own area, not
// account's: it reads billing's document layout, and billing already reads the account area.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import { CustomersRepository } from '../auth/index.js';
import { CustomerRequestsRepository, RequestsRepository } from '../requests/index.js';
import { PersonalAccountsRepository } from './personal-accounts-repository.js';
import { PersonalDataRepository } from './personal-data-repository.js';
import { PersonalDataService } from './personal-data-service.js';
import { SuppressionRepository } from './suppression-repository.js';
import { SuppressionService } from './suppression-service.js';

export { personalDataRoutes } from './personal-data-routes.js';

export interface PersonalDataServices {
  personalData: PersonalDataService;
  suppression: SuppressionService;
}

export interface PersonalDataServicesDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  config: Pick<AppConfig, 'companyCode' | 'companyName' | 'staffEmail'>;
}

export function createPersonalDataServices({
  db,
  mailer,
  config,
}: PersonalDataServicesDeps): PersonalDataServices {
  const people = new PersonalDataRepository(db);
  return {
    personalData: new PersonalDataService(
      people,
      new PersonalAccountsRepository(db),
      new CustomerRequestsRepository(db),
      config.companyName,
    ),
    suppression: new SuppressionService({
      customers: new CustomersRepository(db),
      people,
      suppressions: new SuppressionRepository(db),
      requests: new RequestsRepository(db),
      outbox: new OutboxWriter(db, mailer.outboxStatus),
      mailer,
      companyCode: config.companyCode,
      staffEmail: config.staffEmail,
    }),
  };
}
