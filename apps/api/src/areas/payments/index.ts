// Wires online payment (issue #13) for `app.services`: the gateway named by PAYMENT_GATEWAY, payment links,
// confirmation, the webhook's worker and the reconciliation job. The two workers run while the app is up.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { createPaymentGateway } from '../../infrastructure/gateways/payments/index.js';
import type { PaymentGateway } from '../../infrastructure/gateways/payments/payment-gateway.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import type { CustomersRepository } from '../auth/customers-repository.js';
import { GatewayNotificationsRepository } from './gateway-notifications-repository.js';
import { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import { PaymentLinksRepository } from './payment-links-repository.js';
import { PaymentsRepository } from './payments-repository.js';
import { PaymentConfirmationService } from './payment-confirmation-service.js';
import { PaymentLinkCloser } from './payment-link-closer.js';
import { PaymentLinksService } from './payment-links-service.js';
import { PaymentNotificationsService } from './payment-notifications-service.js';
import { PaymentReconciliationService } from './payment-reconciliation-service.js';

export interface PaymentServices {
  paymentGateway: PaymentGateway;
  paymentLinks: PaymentLinksService;
  paymentConfirmation: PaymentConfirmationService;
  paymentNotifications: PaymentNotificationsService;
  paymentReconciliation: PaymentReconciliationService;
}

export interface PaymentServicesDeps {
  mailer: Mailer;
  customers: CustomersRepository;
  log: FastifyBaseLogger;
  /** The portal's address (PUBLIC_URL, or where it listens). */
  publicUrl: () => string;
}

export function createPaymentServices(
  db: Kysely<Database>,
  config: AppConfig,
  deps: PaymentServicesDeps,
): { services: PaymentServices; start(): void; stop(): Promise<void> } {
  const paymentGateway = createPaymentGateway(config, { db, baseUrl: deps.publicUrl });
  const links = new PaymentLinksRepository(db);
  const paymentConfirmation = new PaymentConfirmationService(
    paymentGateway,
    links,
    new PaymentsRepository(db),
    new OutboxWriter(db, deps.mailer.outboxStatus),
    deps.mailer,
    config.staffEmail,
  );
  const paymentNotifications = new PaymentNotificationsService(
    paymentGateway,
    new GatewayNotificationsRepository(db),
    paymentConfirmation,
    deps.log,
  );
  const closer = new PaymentLinkCloser(
    links,
    paymentGateway,
    paymentConfirmation,
    deps.log,
    config.paymentReconcileIntervalMs,
  );
  const paymentReconciliation = new PaymentReconciliationService(
    links,
    paymentConfirmation,
    closer,
    deps.log,
    {
      intervalMs: config.paymentReconcileIntervalMs,
      afterMs: config.paymentReconcileAfterMs,
    },
  );
  return {
    services: {
      paymentGateway,
      paymentLinks: new PaymentLinksService(
        links,
        deps.customers,
        paymentGateway,
        paymentConfirmation,
        closer,
        deps.publicUrl,
      ),
      paymentConfirmation,
      paymentNotifications,
      paymentReconciliation,
    },
    start() {
      paymentNotifications.start();
      paymentReconciliation.start();
    },
    async stop() {
      await paymentNotifications.stop();
      await paymentReconciliation.stop();
    },
  };
}
