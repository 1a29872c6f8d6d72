// Wires repositories into services once per app and exposes them as `app.services`, so routes stay thin and
// tests can reach the same objects the routes use.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config.js';
import { CompanyConfigRepository } from './areas/content/company-config-repository.js';
import { PopupsRepository } from './areas/content/popups-repository.js';
import { RatesRepository } from './areas/content/rates-repository.js';
import { CompanyConfigService } from './areas/content/company-config-service.js';
import { CustomModalsService } from './areas/content/custom-modals-service.js';
import { RatesService } from './areas/content/rates-service.js';
import { createAccountServices, type AccountServices } from './areas/auth/index.js';
import { createFileStorage, type FileStorage } from './infrastructure/storage/index.js';
import { CustomersRepository } from './areas/auth/customers-repository.js';
import { FirstEntryRepository } from './areas/auth/first-entry-repository.js';
import { MessageRequestsRepository } from './areas/requests/message-requests-repository.js';
import { FirstEntryService } from './areas/auth/first-entry-service.js';
import { MessagesService } from './areas/requests/messages-service.js';
import { CartRequestCheck } from './areas/requests/cart-request.js';
import { FormalityCatalogueRepository } from './areas/formalities/formality-catalogue-repository.js';
import { FormalityRules } from './areas/formalities/formality-rules.js';
import { UploadUsageRepository } from './areas/requests/upload-usage-repository.js';
import { UploadsService } from './areas/requests/uploads-service.js';
import { AttachmentKeysRepository } from './areas/requests/attachment-keys-repository.js';
import { StorageSweepService } from './areas/requests/storage-sweep-service.js';
import { CustomerCouponsRepository } from './areas/account/customer-coupons-repository.js';
import { CouponsService } from './areas/account/coupons-service.js';
import { OutboxWriter } from './infrastructure/mail/outbox-writer.js';
import { AccountOverviewRepository } from './areas/account/account-overview-repository.js';
import { ElectronicInvoiceRepository } from './areas/account/electronic-invoice-repository.js';
import { AccountOverviewService } from './areas/account/account-overview-service.js';
import { ElectronicInvoiceService } from './areas/account/electronic-invoice-service.js';
import { BillingInvoicesRepository } from './areas/billing/billing-invoices-repository.js';
import { BillingPaymentsRepository } from './areas/billing/billing-payments-repository.js';
import { BillingService } from './areas/billing/billing-service.js';
import { InvoicesRepository } from './areas/billing/invoices-repository.js';
import { PaymentRecordsRepository } from './areas/billing/payment-records-repository.js';
import { PaymentLinksRepository } from './areas/payments/payment-links-repository.js';
import { InvoiceIssuer } from './areas/billing/invoice-issuer.js';
import { InvoicesService } from './areas/billing/invoices-service.js';
import { ReceiptDocuments } from './areas/billing/receipt-documents.js';
import { AccountStatementService } from './areas/billing/account-statement-service.js';
import { publicUrlOf } from './lib/public-url.js';
import { createPaymentServices, type PaymentServices } from './areas/payments/index.js';
import { createStaffServices, type StaffServices } from './areas/staff/index.js';
import { DebitRegistrationsRepository } from './areas/debit/debit-registrations-repository.js';
import { createDebitServices, type DebitServices } from './areas/debit/index.js';

export interface Services extends AccountServices, PaymentServices, DebitServices, StaffServices {
  companyConfig: CompanyConfigService;
  rates: RatesService;
  customModals: CustomModalsService;
  storage: FileStorage;
  messages: MessagesService;
  /** Trámites: the forms' options and the acquire / plan-change checks (issue #15). */
  formalityRules: FormalityRules;
  uploads: UploadsService;
  /** The orphan file sweep: every STORAGE_SWEEP_INTERVAL_MINUTES while the app runs, and npm run storage:sweep. */
  storageSweep: StorageSweepService;
  firstEntry: FirstEntryService;
  coupons: CouponsService;
  accountOverview: AccountOverviewService;
  electronicInvoice: ElectronicInvoiceService;
  billing: BillingService;
  invoices: InvoicesService;
  /** Receipt PDFs of payments; the receipt mail attaches `renderReceipt(paymentId)`. */
  receipts: ReceiptDocuments;
  accountStatement: AccountStatementService;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    services: Services;
  }
}

async function servicesPlugin(app: FastifyInstance, { config }: { config: AppConfig }): Promise<void> {
  const { db } = app;
  app.decorate('config', config);
  const publicUrl = publicUrlOf(app, config);
  const account = createAccountServices(db, config, app.log, publicUrl);
  // The SMTP relay delivers queued mail while the app runs, and finishes a delivery in progress on close.
  app.addHook('onReady', async () => account.mailer.start());
  app.addHook('onClose', () => account.mailer.close());
  const storage = await createFileStorage(config);
  const storageSweep = new StorageSweepService(storage, new AttachmentKeysRepository(db), app.log, {
    intervalMs: config.storageSweepIntervalMs,
  });
  app.addHook('onReady', async () => storageSweep.start());
  // A sweep in progress finishes before the storage's client goes.
  app.addHook('onClose', async () => {
    await storageSweep.stop();
    storage.close?.();
  });
  const customers = new CustomersRepository(db);
  const optins = new ElectronicInvoiceRepository(db);
  const companyConfig = new CompanyConfigService(new CompanyConfigRepository(db), config.companyCode);
  const rates = new RatesService(new RatesRepository(db), config.companyCode);
  const overview = new AccountOverviewRepository(db);
  const debitRegistrations = new DebitRegistrationsRepository(db);
  const formalityRules = new FormalityRules(new FormalityCatalogueRepository(db));
  const invoiceRows = new InvoicesRepository(db);
  const paymentRecords = new PaymentRecordsRepository(db);
  const issuer = new InvoiceIssuer(new CompanyConfigRepository(db));
  const payments = createPaymentServices(db, config, {
    mailer: account.mailer,
    customers,
    log: app.log,
    publicUrl,
  });
  // The webhook's worker and the reconciliation job run while the app is up; close waits for a run.
  app.addHook('onReady', async () => payments.start());
  app.addHook('onClose', () => payments.stop());
  app.decorate('services', {
    companyConfig,
    rates,
    customModals: new CustomModalsService(new PopupsRepository(db), companyConfig),
    ...account,
    storage,
    messages: new MessagesService(
      new MessageRequestsRepository(db, account.mailer.outboxStatus),
      new CustomersRepository(db),
      account.mailer,
      config.companyCode,
      config.staffEmail,
      new CartRequestCheck(rates),
      formalityRules,
    ),
    formalityRules,
    uploads: new UploadsService(storage, new UploadUsageRepository(db), config.uploadDailyLimitBytes),
    storageSweep,
    firstEntry: new FirstEntryService(
      new FirstEntryRepository(db),
      new CustomersRepository(db),
      account.oneTimeCodes,
      account.mailer,
    ),
    coupons: new CouponsService(new CustomerCouponsRepository(db)),
    accountOverview: new AccountOverviewService(customers, overview, debitRegistrations, optins),
    electronicInvoice: new ElectronicInvoiceService(
      customers,
      optins,
      new OutboxWriter(db, account.mailer.outboxStatus),
      account.mailer,
    ),
    billing: new BillingService(new BillingInvoicesRepository(db), new BillingPaymentsRepository(db)),
    invoices: new InvoicesService(customers, invoiceRows, overview, issuer, new PaymentLinksRepository(db)),
    receipts: new ReceiptDocuments(customers, paymentRecords, issuer),
    accountStatement: new AccountStatementService(customers, invoiceRows, paymentRecords, issuer),
    ...payments.services,
    ...createStaffServices(db, config, storage),
    ...createDebitServices(db, config, {
      mailer: account.mailer,
      customers,
      registrations: debitRegistrations,
      log: app.log,
    }),
  } satisfies Services);
}

export default fp(servicesPlugin, { name: 'services', dependencies: ['db'] });
