// The customers area's public entry (issue #31 §3, staff side): finding a customer, its logins and coupons,
// and the registrations queue. The customer's page reads the rest through the desk's customer panel.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import type { AccountServices } from '../account/index.js';
import type { AuthServices } from '../auth/index.js';
import { AuditLogRepository } from '../staff/index.js';
import { CustomerCouponsAdminRepository } from './customer-coupons-admin-repository.js';
import { CustomerCouponsAdminService } from './customer-coupons-admin-service.js';
import { CustomerLoginsRepository } from './customer-logins-repository.js';
import { CustomerLoginsService } from './customer-logins-service.js';
import { CustomerSearchRepository } from './customer-search-repository.js';
import { RegistrationsRepository } from './registrations-repository.js';
import { RegistrationsService } from './registrations-service.js';

export { customersRoutes } from './customers-routes.js';
export { registrationsRoutes } from './registrations-routes.js';

export interface CustomersServices {
  search: CustomerSearchRepository;
  logins: CustomerLoginsService;
  coupons: CustomerCouponsAdminService;
  registrations: RegistrationsService;
}

export interface CustomersServicesDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: () => string;
  emailChange: AccountServices['emailChange'];
  firstEntry: AuthServices['firstEntry'];
}

export function createCustomersServices(deps: CustomersServicesDeps): CustomersServices {
  const { db, mailer, publicUrl, emailChange, firstEntry } = deps;
  const audit = new AuditLogRepository(db);
  const logins = new CustomerLoginsRepository(db);
  return {
    search: new CustomerSearchRepository(db),
    logins: new CustomerLoginsService({ logins, audit, emailChange, firstEntry }),
    coupons: new CustomerCouponsAdminService(new CustomerCouponsAdminRepository(db), logins, audit),
    registrations: new RegistrationsService({
      registrations: new RegistrationsRepository(db),
      audit,
      outbox: new OutboxWriter(db, mailer.outboxStatus),
      publicUrl,
    }),
  };
}
