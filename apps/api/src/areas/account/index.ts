// The account area's public entry (Mi cuenta): the customer's data and services, contact data, password and
// login email changes, electronic invoice opt-in, coupons and the recover-user lookup.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import {
  CustomersRepository,
  LoginThrottleRepository,
  LoginsRepository,
  type AuthServices,
} from '../auth/index.js';
import { DebitRegistrationsRepository } from '../debit/index.js';
import { AccountOverviewRepository } from './account-overview-repository.js';
import { AccountOverviewService } from './account-overview-service.js';
import { AccountRecoveryService } from './account-recovery-service.js';
import { ContactDataRepository } from './contact-data-repository.js';
import { ContactDataService } from './contact-data-service.js';
import { CouponsService } from './coupons-service.js';
import { CurrentPasswordCheck } from './current-password-check.js';
import { CustomerAccountService } from './customer-account-service.js';
import { CustomerCouponsRepository } from './customer-coupons-repository.js';
import { ElectronicInvoiceRepository } from './electronic-invoice-repository.js';
import { ElectronicInvoiceService } from './electronic-invoice-service.js';
import { EmailChangeRevertsRepository } from './email-change-reverts-repository.js';
import { EmailChangeService } from './email-change-service.js';
import { PasswordChangeService } from './password-change-service.js';

export { AccountOverviewRepository } from './account-overview-repository.js';
export { accountRecoveryRoutes } from './account-recovery-routes.js';
export { contactDataRoutes } from './contact-data-routes.js';
export { customerCouponsRoutes } from './customer-coupons-routes.js';
export { customerServicesRoutes } from './customer-services-routes.js';

export interface AccountServices {
  customer: CustomerAccountService;
  /** Mis servicios: what the customer record has, how it pays and what it owes. */
  overview: AccountOverviewService;
  contactData: ContactDataService;
  passwordChange: PasswordChangeService;
  emailChange: EmailChangeService;
  electronicInvoice: ElectronicInvoiceService;
  coupons: CouponsService;
  recovery: AccountRecoveryService;
}

export interface AccountServicesDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  auth: Pick<AuthServices, 'sessions' | 'oneTimeCodes'>;
  /** The portal's address (PUBLIC_URL, or where it listens), for the 'No fui yo' link. */
  publicUrl: () => string;
}

export function createAccountServices({ db, mailer, auth, publicUrl }: AccountServicesDeps): AccountServices {
  const customers = new CustomersRepository(db);
  const logins = new LoginsRepository(db);
  const contactData = new ContactDataRepository(db);
  const optins = new ElectronicInvoiceRepository(db);
  const currentPassword = new CurrentPasswordCheck(new LoginThrottleRepository(db));
  return {
    customer: new CustomerAccountService(customers),
    overview: new AccountOverviewService(
      customers,
      new AccountOverviewRepository(db),
      new DebitRegistrationsRepository(db),
      optins,
    ),
    contactData: new ContactDataService(customers, contactData, logins),
    passwordChange: new PasswordChangeService(logins, currentPassword, auth.sessions),
    emailChange: new EmailChangeService({
      logins,
      contactData,
      reverts: new EmailChangeRevertsRepository(db),
      codes: auth.oneTimeCodes,
      currentPassword,
      mailer,
      publicUrl,
    }),
    electronicInvoice: new ElectronicInvoiceService(
      customers,
      optins,
      new OutboxWriter(db, mailer.outboxStatus),
      mailer,
    ),
    coupons: new CouponsService(new CustomerCouponsRepository(db)),
    recovery: new AccountRecoveryService(customers),
  };
}
