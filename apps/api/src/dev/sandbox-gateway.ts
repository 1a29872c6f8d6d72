// PAYMENT_GATEWAY=sandbox (the default, works offline): a gateway the portal serves itself. Checkouts are
// stored in its own tables and paid on its own page (dev/sandbox-gateway-routes.ts); payments are read back over
// real HTTP from its Mercado Pago-shaped API, with a bearer token, so confirmation takes the same path as with
// Mercado Pago; notifications carry Mercado Pago's signature, made with SANDBOX_WEBHOOK_SECRET.
import { createHmac } from 'node:crypto';
import { GatewayError } from '../infrastructure/gateways/payments/gateway-error.js';
import { verifySignedNotification } from '../infrastructure/gateways/payments/notification-signature.js';
import type {
  Checkout,
  CheckoutRequest,
  GatewayPayment,
  InboundNotification,
  NotificationCheck,
  PaymentGateway,
} from '../infrastructure/gateways/payments/payment-gateway.js';
import { fromPaymentJson } from './sandbox-payment-json.js';
import type { SandboxStore } from './sandbox-store.js';

/** Where the sandbox's pages and API live, below the portal's own address. */
export const SANDBOX_PREFIX = '/pasarela-sandbox';
const REQUEST_TIMEOUT_MS = 10_000;

/** The bearer token of the sandbox API, derived so there is one secret to configure. */
export function sandboxAccessToken(webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update('sandbox-access-token').digest('base64url');
}

export interface SandboxGatewayOptions {
  webhookSecret: string;
  /** The portal's address as the browser and the gateway's API clients reach it (known once listening). */
  baseUrl: () => string;
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly #token: string;

  constructor(
    private readonly store: SandboxStore,
    private readonly options: SandboxGatewayOptions,
  ) {
    this.#token = sandboxAccessToken(options.webhookSecret);
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const checkoutId = await this.store.createCheckout(request);
    return { checkoutId, checkoutUrl: `${this.options.baseUrl()}${SANDBOX_PREFIX}/checkout/${checkoutId}` };
  }

  async expireCheckout(checkoutId: string, at: Date): Promise<void> {
    await this.store.expireCheckout(checkoutId, at);
  }

  async getPayment(paymentId: string): Promise<GatewayPayment | null> {
    if (!/^\d{1,15}$/.test(paymentId)) return null;
    const json = await this.#get(`/v1/payments/${paymentId}`);
    if (json === null) return null;
    const payment = fromPaymentJson(json);
    if (!payment) throw new GatewayError('sandbox answered a payment it could not describe');
    return payment;
  }

  async searchPayments(externalReference: string): Promise<GatewayPayment[]> {
    const query = new URLSearchParams({
      external_reference: externalReference,
      sort: 'date_created',
      criteria: 'desc',
    });
    const json = (await this.#get(`/v1/payments/search?${query}`)) as { results?: unknown[] } | null;
    if (!json || !Array.isArray(json.results)) throw new GatewayError('sandbox search answered no results');
    return json.results.map((item) => {
      const payment = fromPaymentJson(item);
      if (!payment) throw new GatewayError('sandbox search answered a payment it could not describe');
      return payment;
    });
  }

  verifyNotification(notification: InboundNotification): NotificationCheck {
    return verifySignedNotification(this.options.webhookSecret, notification);
  }

  /** The JSON answer, or null on 404; any other failure is a GatewayError. */
  async #get(path: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl()}${SANDBOX_PREFIX}${path}`, {
        headers: { authorization: `Bearer ${this.#token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError('sandbox unreachable', { cause: error });
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new GatewayError(`sandbox answered ${response.status}`);
    return response.json();
  }
}
