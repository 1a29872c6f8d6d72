// The one place that wires the app: infrastructure is built once (mailer, storage, payment gateway), each area
// builds its services from it, and `app.services` exposes them grouped by area, so routes stay thin and tests
// reach the same objects the routes use. Background work (mail relay, orphan sweep, payment workers) starts when
// the app is ready and finishes its run in progress on close.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasTelephony } from '@portal/domain';
import type { Kysely } from 'kysely';
import { createAccountServices, type AccountServices } from './areas/account/index.js';
import { createAuthServices, CustomersRepository, type AuthServices } from './areas/auth/index.js';
import { createBillingServices, type BillingServices } from './areas/billing/index.js';
import { createCatalogueServices, type CatalogueServices } from './areas/catalogue/index.js';
import { createCancellationsServices, type CancellationsServices } from './areas/cancellations/index.js';
import { createContentServices, type ContentServices } from './areas/content/index.js';
import { createDebitServices, type DebitServices } from './areas/debit/index.js';
import { createDeskServices, type DeskServices } from './areas/desk/index.js';
import { createDeskToolsServices, type DeskToolsServices } from './areas/desk-tools/index.js';
import { createBillingDeskServices, type BillingDeskServices } from './areas/billing-desk/index.js';
import { createCustomersServices, type CustomersServices } from './areas/customers/index.js';
import { createChannelGridsServices, type ChannelGridsServices } from './areas/channel-grids/index.js';
import { createSiteContentServices, type SiteContentServices } from './areas/site-content/index.js';
import { createFormalitiesServices, type FormalitiesServices } from './areas/formalities/index.js';
import { createIncidentsServices, type IncidentsServices } from './areas/incidents/index.js';
import { createPaymentsServices, type PaymentsServices } from './areas/payments/index.js';
import { createRequestsServices, type RequestsServices } from './areas/requests/index.js';
import { createPersonalDataServices, type PersonalDataServices } from './areas/personal-data/index.js';
import { createStaffServices, type StaffServices } from './areas/staff/index.js';
import type { AppConfig } from './config.js';
import { OutboxRepository } from './dev/outbox-repository.js';
import { SandboxGateway } from './dev/sandbox-gateway.js';
import { SandboxStore } from './dev/sandbox-store.js';
import type { Database } from './infrastructure/db/schema.js';
import { createMercadoPagoGateway } from './infrastructure/gateways/payments/mercadopago-gateway.js';
import type { PaymentGateway } from './infrastructure/gateways/payments/payment-gateway.js';
import { createMailer, type Mailer } from './infrastructure/mail/index.js';
import { createPublicCaches, type PublicCaches } from './infrastructure/public-cache/index.js';
import { createFileStorage, type FileStorage } from './infrastructure/storage/index.js';
import { publicUrlOf } from './lib/public-url.js';

/** What every area shares: the mail port, the file storage and the purgeable public caches. */
export interface InfrastructureServices {
  mailer: Mailer;
  storage: FileStorage;
  publicCaches: PublicCaches;
}

/** What the development surfaces read: the outbox, for the dev mailbox. */
export interface DevServices {
  outbox: OutboxRepository;
}

export interface Services {
  infrastructure: InfrastructureServices;
  auth: AuthServices;
  account: AccountServices;
  requests: RequestsServices;
  formalities: FormalitiesServices;
  payments: PaymentsServices;
  billing: BillingServices;
  debit: DebitServices;
  content: ContentServices;
  staff: StaffServices;
  desk: DeskServices;
  deskTools: DeskToolsServices;
  catalogue: CatalogueServices;
  billingDesk: BillingDeskServices;
  customers: CustomersServices;
  incidents: IncidentsServices;
  channelGrids: ChannelGridsServices;
  siteContent: SiteContentServices;
  personalData: PersonalDataServices;
  cancellations: CancellationsServices;
  dev: DevServices;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    services: Services;
  }
}

/**
 * The gateway named by PAYMENT_GATEWAY (design §2); the services see only PaymentGateway. The sandbox lives in
 * dev/ with its pages, which app.ts serves only when the config allows them.
 */
function paymentGatewayOf(config: AppConfig, db: Kysely<Database>, baseUrl: () => string): PaymentGateway {
  switch (config.paymentGateway) {
    case 'sandbox':
      return new SandboxGateway(new SandboxStore(db), {
        webhookSecret: config.sandboxWebhookSecret,
        baseUrl,
      });
    case 'mercadopago':
      // loadConfig refuses to boot with this gateway unless both Mercado Pago settings are present.
      if (!config.mercadoPago)
        throw new Error('PAYMENT_GATEWAY=mercadopago needs MP_ACCESS_TOKEN and MP_WEBHOOK_SECRET');
      return createMercadoPagoGateway(config.mercadoPago);
  }
}

async function compositionRoot(app: FastifyInstance, { config }: { config: AppConfig }): Promise<void> {
  const { db, log } = app;
  app.decorate('config', config);
  const publicUrl = publicUrlOf(app, config);
  const mailer = createMailer(config, db, log);
  // The SMTP relay delivers queued mail while the app runs, and finishes a delivery in progress on close.
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', () => mailer.close());
  const storage = await createFileStorage(config);
  const publicCaches = createPublicCaches(config.redisUrl, log);
  app.addHook('onClose', () => publicCaches.close());
  const infrastructure = { mailer, storage, publicCaches };

  const auth = createAuthServices({ db, config, mailer });
  const content = createContentServices({ db, config });
  const formalities = createFormalitiesServices({ db });
  const requests = createRequestsServices({
    db,
    config,
    mailer,
    storage,
    log,
    catalogue: content.rates,
    formalityRules: formalities.rules,
  });
  app.addHook('onReady', async () => requests.storageSweep.start());
  // A sweep in progress finishes before the storage's client goes.
  app.addHook('onClose', async () => {
    await requests.storageSweep.stop();
    storage.close?.();
  });
  const payments = createPaymentsServices({
    db,
    config,
    gateway: paymentGatewayOf(config, db, publicUrl),
    mailer,
    log,
    publicUrl,
  });
  // The webhook's worker and the reconciliation job run while the app is up; close waits for a run.
  app.addHook('onReady', async () => payments.start());
  app.addHook('onClose', () => payments.stop());

  const account = createAccountServices({ db, mailer, auth, publicUrl });
  const billing = createBillingServices({ db });
  const desk = createDeskServices({
    db,
    mailer,
    publicUrl,
    staffEmail: config.staffEmail,
    panelSources: {
      customers: new CustomersRepository(db),
      overview: account.overview,
      coupons: account.coupons,
      invoices: billing.invoices,
      statement: billing.statement,
    },
  });
  const deskTools = createDeskToolsServices({ db, config, log, payLinks: payments.services.links, desk });
  app.addHook('onClose', () => deskTools.close());

  app.decorate('services', {
    infrastructure,
    auth,
    account,
    requests,
    formalities,
    payments: payments.services,
    billing,
    debit: createDebitServices({ db, config, mailer, log }),
    content,
    staff: createStaffServices({ db, config, storage }),
    desk,
    deskTools: deskTools.services,
    catalogue: createCatalogueServices({ db, mailer, publicCaches }),
    billingDesk: createBillingDeskServices({ db }),
    customers: createCustomersServices({
      db,
      mailer,
      publicUrl,
      emailChange: account.emailChange,
      firstEntry: auth.firstEntry,
    }),
    incidents: createIncidentsServices({
      db,
      mailer,
      coveredLocalities: async () => (await content.companyConfig.getConfig()).covered_localities,
      telephony: hasTelephony(config.companyCode),
      publicCaches,
    }),
    channelGrids: createChannelGridsServices({ db, storage }),
    siteContent: createSiteContentServices({ db, config, purge: (name) => publicCaches.purge(name) }),
    personalData: createPersonalDataServices({ db, mailer, config }),
    cancellations: createCancellationsServices({ db, config, mailer, auth }),
    dev: { outbox: new OutboxRepository(db) },
  } satisfies Services);
}

export default fp(compositionRoot, { name: 'services', dependencies: ['db'] });
