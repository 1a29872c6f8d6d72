// Picks the payment gateway named by PAYMENT_GATEWAY (design §2). The services see only PaymentGateway.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config.js';
import type { Database } from '../../db/schema.js';
import { createMercadoPagoGateway } from './mercadopago-gateway.js';
import type { PaymentGateway } from './payment-gateway.js';
import { SandboxGateway } from '../../../dev/sandbox-gateway.js';
import { SandboxStore } from '../../../dev/sandbox-store.js';

export interface PaymentGatewayDeps {
  db: Kysely<Database>;
  /** The portal's own address (PUBLIC_URL, or where it listens): the sandbox serves its pages there. */
  baseUrl: () => string;
}

export function createPaymentGateway(config: AppConfig, deps: PaymentGatewayDeps): PaymentGateway {
  switch (config.paymentGateway) {
    case 'sandbox':
      return new SandboxGateway(new SandboxStore(deps.db), {
        webhookSecret: config.sandboxWebhookSecret,
        baseUrl: deps.baseUrl,
      });
    case 'mercadopago':
      // loadConfig refuses to boot with this gateway unless both Mercado Pago settings are present.
      if (!config.mercadoPago)
        throw new Error('PAYMENT_GATEWAY=mercadopago needs MP_ACCESS_TOKEN and MP_WEBHOOK_SECRET');
      return createMercadoPagoGateway(config.mercadoPago);
  }
}
