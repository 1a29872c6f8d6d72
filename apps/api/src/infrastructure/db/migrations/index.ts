// Migrations live in code and reach Kysely through an in-code provider, so they run the same from src (vitest,
// tsx) and from the compiled dist, without globbing files at run time. Names sort in the order they apply;
// add new ones at the end and never edit one that has shipped.
import type { Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../database.js';
import { customersAndLogins } from './0001-customers-and-logins.js';
import { catalogueAndContent } from './0002-catalogue-and-content.js';
import { billing } from './0003-billing.js';
import { requestsAndMessaging } from './0004-requests-and-messaging.js';
import { accountSecurity } from './0005-account-security.js';
import { outboxRelay } from './0006-outbox-relay.js';
import { sessionTokenVersion } from './0008-session-token-version.js';
import { uploadUsage } from './0009-upload-usage.js';
import { idempotencyKeys } from './0010-idempotency-keys.js';
import { customerCoupons } from './0011-customer-coupons.js';
import { electronicInvoice } from './0013-electronic-invoice.js';
import { customerContactHistory } from './0014-customer-contact-history.js';
import { planDetails } from './0015-plan-details.js';
import { invoiceDocumentsAndPayments } from './0016-invoice-documents-and-payments.js';
import { paymentLinksAndSandboxGateway } from './0018-payment-links-and-sandbox-gateway.js';
import { automaticDebit } from './0019-automatic-debit.js';
import { loginCustomerRelation } from './0020-login-customer-relation.js';
import { paymentLinksClosedReconciliation } from './0021-payment-links-closed-reconciliation.js';
import { emailChangeReverts } from './0024-email-change-reverts.js';
import { backOfficeFoundation } from './0025-back-office-foundation.js';
import { staffAccess } from './0026-staff-access.js';
import { requestsDesk } from './0027-requests-desk.js';
import { deskTools } from './0028-desk-tools.js';
import { catalogueAdmin } from './0029-catalogue-admin.js';
import { billingDesk } from './0033-billing-desk.js';
import { cancellations } from './0036-cancellations.js';

export function migrationProvider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '0001-customers-and-logins': customersAndLogins(dialect),
        '0002-catalogue-and-content': catalogueAndContent(dialect),
        '0003-billing': billing(dialect),
        '0004-requests-and-messaging': requestsAndMessaging(dialect),
        '0005-account-security': accountSecurity(dialect),
        '0006-outbox-relay': outboxRelay(),
        '0008-session-token-version': sessionTokenVersion(),
        '0009-upload-usage': uploadUsage(),
        '0010-idempotency-keys': idempotencyKeys(),
        '0011-customer-coupons': customerCoupons(dialect),
        '0013-electronic-invoice': electronicInvoice(dialect),
        '0014-customer-contact-history': customerContactHistory(dialect),
        '0015-plan-details': planDetails(),
        '0016-invoice-documents-and-payments': invoiceDocumentsAndPayments(dialect),
        '0018-payment-links-and-sandbox-gateway': paymentLinksAndSandboxGateway(dialect),
        '0019-automatic-debit': automaticDebit(dialect),
        '0020-login-customer-relation': loginCustomerRelation(),
        '0021-payment-links-closed-reconciliation': paymentLinksClosedReconciliation(dialect),
        '0024-email-change-reverts': emailChangeReverts(dialect),
        '0025-back-office-foundation': backOfficeFoundation(dialect),
        '0026-staff-access': staffAccess(dialect),
        '0027-requests-desk': requestsDesk(dialect),
        '0028-desk-tools': deskTools(dialect),
        '0029-catalogue-admin': catalogueAdmin(dialect),
        '0033-billing-desk': billingDesk(dialect),
        '0036-cancellations': cancellations(dialect),
      };
    },
  };
}
