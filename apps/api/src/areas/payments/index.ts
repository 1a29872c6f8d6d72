// The payments area's public entry (online payment, issue #13): payment links on the gateway the composition
// root picks, confirmation, the webhook's worker and the reconciliation job. The two workers run while the app
// is up.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import type { PaymentGateway } from '../../infrastructure/gateways/payments/payment-gateway.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import { CustomersRepository } from '../auth/index.js';
import { GatewayNotificationsRepository } from './gateway-notifications-repository.js';
import { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import { PaymentLinksRepository } from './payment-links-repository.js';
import { PaymentReviewsRepository } from './payment-reviews-repository.js';
import { PaymentsRepository } from './payments-repository.js';
import { PaymentConfirmationService } from './payment-confirmation-service.js';
import { PaymentLinkCloser } from './payment-link-closer.js';
import { PaymentLinksService } from './payment-links-service.js';
import { PaymentNotificationsService } from './payment-notifications-service.js';
import { PaymentReconciliationService } from './payment-reconciliation-service.js';

export { paymentNotificationsRoutes } from './payment-notifications-routes.js';
export { PaymentLinksRepository } from './payment-links-repository.js';
export { PaymentReviewsRepository, type PaymentReviewRow } from './payment-reviews-repository.js';
export { paymentsRoutes } from './payments-routes.js';

export interface PaymentsServices {
  gateway: PaymentGateway;
  links: PaymentLinksService;
  confirmation: PaymentConfirmationService;
  notifications: PaymentNotificationsService;
  reconciliation: PaymentReconciliationService;
}

export interface PaymentsServicesDeps {
  db: Kysely<Database>;
  config: AppConfig;
  /** The gateway named by PAYMENT_GATEWAY. */
  gateway: PaymentGateway;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The portal's address (PUBLIC_URL, or where it listens). */
  publicUrl: () => string;
}

export function createPaymentsServices(deps: PaymentsServicesDeps): {
  services: PaymentsServices;
  start(): void;
  stop(): Promise<void>;
} {
  const { db, config, gateway: paymentGateway } = deps;
  const links = new PaymentLinksRepository(db);
  const paymentConfirmation = new PaymentConfirmationService(
    paymentGateway,
    links,
    new PaymentsRepository(db),
    new PaymentReviewsRepository(db),
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
      gateway: paymentGateway,
      links: new PaymentLinksService(
        links,
        new CustomersRepository(db),
        paymentGateway,
        paymentConfirmation,
        closer,
        deps.publicUrl,
      ),
      confirmation: paymentConfirmation,
      notifications: paymentNotifications,
      reconciliation: paymentReconciliation,
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
