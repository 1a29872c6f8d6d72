// Closing a payment link without losing a payment (issue #28 §1, ADR 0081): before a link is cancelled
// ('Eliminar link') or expired, the gateway is asked for the payments of its reference and an approved one is
// applied; only then is the link closed, and it stays in the reconciliation for 30 days. A gateway that cannot
// be reached does not block the customer: the link is closed all the same and the job keeps asking.
import { nextClosedLinkCheck } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import { GatewayError } from '../../infrastructure/gateways/payments/gateway-error.js';
import type { PaymentGateway } from '../../infrastructure/gateways/payments/payment-gateway.js';
import type { PaymentLinkRow, PaymentLinksRepository } from './payment-links-repository.js';
import type { PaymentConfirmationService } from './payment-confirmation-service.js';

/** paid: the gateway held an approved payment, now applied; closed: it was no longer pending. */
export type CloseResult = 'paid' | 'cancelled' | 'expired' | 'closed';

export class PaymentLinkCloser {
  constructor(
    private readonly links: PaymentLinksRepository,
    private readonly gateway: PaymentGateway,
    private readonly confirmation: PaymentConfirmationService,
    private readonly log: FastifyBaseLogger,
    /** PAYMENT_RECONCILE_INTERVAL_MINUTES: the first check after closing. */
    private readonly intervalMs: number,
  ) {}

  /** 'Eliminar link': the checkout is expired at the gateway first, so no payment starts while we ask. */
  async cancel(link: PaymentLinkRow, now = new Date()): Promise<CloseResult> {
    if (link.external_id) {
      await this.#tolerant(link, 'checkout not expired at the gateway', () =>
        this.gateway.expireCheckout(link.external_id!, now),
      );
    }
    if (await this.#paidAtGateway(link, now)) return 'paid';
    if (await this.links.cancel(link.id, now, this.firstCheck(now))) return 'cancelled';
    return (await this.links.find(link.id))?.status === 'paid' ? 'paid' : 'closed';
  }

  /** A link past its expiry (the gateway's checkout expired by itself at the same instant). */
  async expire(link: PaymentLinkRow, now = new Date()): Promise<CloseResult> {
    if (await this.#paidAtGateway(link, now)) return 'paid';
    return (await this.links.expire(link.id, now, this.firstCheck(now))) ? 'expired' : 'closed';
  }

  /** The customer's links past their expiry, closed before a new link is reserved. */
  async expireDueOf(customerId: number, now = new Date()): Promise<void> {
    for (const link of await this.links.dueToExpire(now, 10, customerId)) await this.expire(link, now);
  }

  async #paidAtGateway(link: PaymentLinkRow, now: Date): Promise<boolean> {
    if (!link.checkout_url) return false;
    const outcome = await this.#tolerant(link, 'payments not checked before closing', () =>
      this.confirmation.checkLink(link, now),
    );
    return outcome === 'paid';
  }

  /** When the reconciliation first asks about a link closed at `now`. */
  firstCheck(now: Date): Date {
    return nextClosedLinkCheck(now, now, this.intervalMs)!;
  }

  /** Runs a gateway call; when the gateway fails, logs it and goes on (the job will ask again). */
  async #tolerant<T>(link: PaymentLinkRow, what: string, call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      this.log.warn({ err, link: link.id }, what);
      return null;
    }
  }
}
