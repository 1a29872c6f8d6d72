// The billing desk's public entry (issue #31 §4): the billing import from the screen with its dry run and
// history, the payments export, and the queue of payments that need a person.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { createBillingSystem } from '../billing/index.js';
import { PaymentReviewsRepository } from '../payments/index.js';
import { AuditLogRepository } from '../staff/index.js';
import { BillingImportsRepository } from './billing-imports-repository.js';
import { BillingImportsService } from './billing-imports-service.js';
import { PaymentReviewsService } from './payment-reviews-service.js';
import { PaymentsExportService } from './payments-export-service.js';

export { billingDeskRoutes } from './billing-desk-routes.js';
export { paymentReviewsRoutes } from './payment-reviews-routes.js';

export interface BillingDeskServices {
  imports: BillingImportsService;
  paymentsExport: PaymentsExportService;
  paymentReviews: PaymentReviewsService;
}

export function createBillingDeskServices({ db }: { db: Kysely<Database> }): BillingDeskServices {
  const audit = new AuditLogRepository(db);
  const billing = createBillingSystem(db);
  return {
    imports: new BillingImportsService(new BillingImportsRepository(db), billing, audit),
    paymentsExport: new PaymentsExportService(billing, audit),
    paymentReviews: new PaymentReviewsService(new PaymentReviewsRepository(db), audit),
  };
}
