// Migrations live in code and reach Kysely through an in-code provider, so they run the same from src (vitest,
// tsx) and from the compiled dist, without globbing files at run time. Names sort in the order they apply;
// add new ones at the end and never edit one that has shipped.
import type { Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../database.js';
import { customersAndLogins } from './0001-to-0024/0001-customers-and-logins.js';
import { catalogueAndContent } from './0001-to-0024/0002-catalogue-and-content.js';
import { billing } from './0001-to-0024/0003-billing.js';
import { requestsAndMessaging } from './0001-to-0024/0004-requests-and-messaging.js';
import { accountSecurity } from './0001-to-0024/0005-account-security.js';
import { outboxRelay } from './0001-to-0024/0006-outbox-relay.js';
import { sessionTokenVersion } from './0001-to-0024/0008-session-token-version.js';
import { uploadUsage } from './0001-to-0024/0009-upload-usage.js';
import { idempotencyKeys } from './0001-to-0024/0010-idempotency-keys.js';
import { customerCoupons } from './0001-to-0024/0011-customer-coupons.js';
import { electronicInvoice } from './0001-to-0024/0013-electronic-invoice.js';
import { customerContactHistory } from './0001-to-0024/0014-customer-contact-history.js';
import { planDetails } from './0001-to-0024/0015-plan-details.js';
import { invoiceDocumentsAndPayments } from './0001-to-0024/0016-invoice-documents-and-payments.js';
import { paymentLinksAndSandboxGateway } from './0001-to-0024/0018-payment-links-and-sandbox-gateway.js';
import { automaticDebit } from './0001-to-0024/0019-automatic-debit.js';
import { loginCustomerRelation } from './0001-to-0024/0020-login-customer-relation.js';
import { paymentLinksClosedReconciliation } from './0001-to-0024/0021-payment-links-closed-reconciliation.js';
import { emailChangeReverts } from './0001-to-0024/0024-email-change-reverts.js';
import { backOfficeFoundation } from './0025-to-0049/0025-back-office-foundation.js';
import { staffAccess } from './0025-to-0049/0026-staff-access.js';
import { requestsDesk } from './0025-to-0049/0027-requests-desk.js';
import { deskTools } from './0025-to-0049/0028-desk-tools.js';
import { catalogueAdmin } from './0025-to-0049/0029-catalogue-admin.js';
import { channelGrids } from './0025-to-0049/0030-channel-grids.js';
import { siteContent } from './0025-to-0049/0031-site-content.js';
import { customersDesk } from './0025-to-0049/0032-customers-desk.js';
import { billingDesk } from './0025-to-0049/0033-billing-desk.js';
import { incidents } from './0025-to-0049/0034-incidents.js';
import { personalData } from './0025-to-0049/0035-personal-data.js';
import { cancellations } from './0025-to-0049/0036-cancellations.js';

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
        '0032-customers-desk': customersDesk(),
        '0034-incidents': incidents(dialect),
        '0030-channel-grids': channelGrids(dialect),
        '0031-site-content': siteContent(dialect),
        '0035-personal-data': personalData(),
        '0036-cancellations': cancellations(dialect),
      };
    },
  };
}
