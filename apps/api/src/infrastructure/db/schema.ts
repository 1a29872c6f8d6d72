// Kysely table types. Conventions (docs/decisions/0010-portable-storage-types.md): money is integer cents,
// instants are ISO-8601 UTC text ('2026-03-01T12:00:00.000Z'), calendar dates are 'YYYY-MM-DD' text,
// booleans are integers 0/1 and JSON documents are text, so the same queries run on SQLite and PostgreSQL.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  CustomersTable,
  CustomerPhonesTable,
  CustomerContactHistoryTable,
  LoginsTable,
  LoginCustomersTable,
  CustomerServicesTable,
  StaffRecoveryCodesTable,
  StaffSessionsTable,
  StaffUsersTable,
} from './tables/people.js';
import type {
  ProductsTable,
  PlansTable,
  PlanPriceChangesTable,
  PlanChangeNoticesTable,
  PopupsTable,
  CouponsTable,
  CustomerCouponsTable,
  CompanyConfigTable,
  BanksTable,
  PaymentMethodsTable,
  CardBinsTable,
} from './tables/catalogue.js';
import type {
  InvoicesTable,
  PaymentLinksTable,
  PaymentLinkInvoicesTable,
  DebitConsentsTable,
  DebitRegistrationsTable,
} from './tables/billing.js';
import type {
  RequestsTable,
  RequestAttachmentsTable,
  RequestThreadTable,
  UploadUsageTable,
  OneTimeCodesTable,
  OutboxMailTable,
  AuditLogTable,
} from './tables/messaging.js';
import type {
  EmailChangeRevertsTable,
  LoginThrottleTable,
  RequestCountersTable,
  SpentTokensTable,
} from './tables/accounts.js';
import type { IdempotencyKeysTable } from './tables/idempotency.js';
import type { ElectronicInvoiceOptinsTable } from './tables/electronic-invoice.js';
import type {
  InvoiceItemsTable,
  PaymentsTable,
  PaymentAllocationsTable,
  CustomerCreditsTable,
  GatewayNotificationsTable,
} from './tables/payments.js';
import type { SandboxCheckoutsTable, SandboxPaymentsTable } from './tables/sandbox-gateway.js';
import type { CannedRepliesTable } from './tables/desk-tools.js';
import type { BillingImportsTable, PaymentReviewsTable } from './tables/billing-desk.js';
import type { IncidentsTable, IncidentSubscriptionsTable } from './tables/incidents.js';
import type {
  ChannelGridsTable,
  ChannelLineupTable,
  MediaImagesTable,
  PaymentBrandsTable,
  TvChannelsTable,
} from './tables/channel-grids.js';
import type { HelpArticlesTable } from './tables/site-content.js';
import type { CancellationChecksTable, CancellationRegisterTable } from './tables/cancellations.js';

// Callers take table types from here, not from tables/.
export type * from './tables/people.js';
export type * from './tables/catalogue.js';
export type * from './tables/billing.js';
export type * from './tables/messaging.js';
export type * from './tables/accounts.js';
export type * from './tables/idempotency.js';
export type * from './tables/electronic-invoice.js';
export type * from './tables/payments.js';
export type * from './tables/sandbox-gateway.js';
export type * from './tables/desk-tools.js';
export type * from './tables/billing-desk.js';
export type * from './tables/incidents.js';
export type * from './tables/site-content.js';
export type * from './tables/cancellations.js';

export interface Database {
  customers: CustomersTable;
  customer_phones: CustomerPhonesTable;
  customer_contact_history: CustomerContactHistoryTable;
  logins: LoginsTable;
  login_customers: LoginCustomersTable;
  customer_services: CustomerServicesTable;
  products: ProductsTable;
  plans: PlansTable;
  plan_price_changes: PlanPriceChangesTable;
  plan_change_notices: PlanChangeNoticesTable;
  invoices: InvoicesTable;
  payment_links: PaymentLinksTable;
  payment_link_invoices: PaymentLinkInvoicesTable;
  invoice_items: InvoiceItemsTable;
  payments: PaymentsTable;
  payment_allocations: PaymentAllocationsTable;
  customer_credits: CustomerCreditsTable;
  gateway_notifications: GatewayNotificationsTable;
  sandbox_checkouts: SandboxCheckoutsTable;
  sandbox_payments: SandboxPaymentsTable;
  debit_registrations: DebitRegistrationsTable;
  debit_consents: DebitConsentsTable;
  requests: RequestsTable;
  request_attachments: RequestAttachmentsTable;
  request_thread: RequestThreadTable;
  upload_usage: UploadUsageTable;
  one_time_codes: OneTimeCodesTable;
  outbox_mail: OutboxMailTable;
  popups: PopupsTable;
  coupons: CouponsTable;
  customer_coupons: CustomerCouponsTable;
  login_throttle: LoginThrottleTable;
  spent_tokens: SpentTokensTable;
  email_change_reverts: EmailChangeRevertsTable;
  request_counters: RequestCountersTable;
  company_config: CompanyConfigTable;
  banks: BanksTable;
  payment_methods: PaymentMethodsTable;
  card_bins: CardBinsTable;
  staff_users: StaffUsersTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  idempotency_keys: IdempotencyKeysTable;
  electronic_invoice_optins: ElectronicInvoiceOptinsTable;
  canned_replies: CannedRepliesTable;
  billing_imports: BillingImportsTable;
  payment_reviews: PaymentReviewsTable;
  incidents: IncidentsTable;
  incident_subscriptions: IncidentSubscriptionsTable;
  media_images: MediaImagesTable;
  channel_grids: ChannelGridsTable;
  tv_channels: TvChannelsTable;
  channel_lineup: ChannelLineupTable;
  payment_brands: PaymentBrandsTable;
  help_articles: HelpArticlesTable;
  cancellation_checks: CancellationChecksTable;
  cancellation_register: CancellationRegisterTable;
}

export type PlanRow = Selectable<PlansTable>;
export type NewCustomer = Insertable<CustomersTable>;
export type CustomerUpdate = Updateable<CustomersTable>;
