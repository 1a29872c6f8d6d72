// Applies what the gateway says about a payment (issue #13 §4). Everything comes from the gateway's own answer,
// fetched by us, never from a notification's body: the reference must name one of our links, the amount must
// be the link's to the cent, the currency ARS. Only `approved` pays; `refunded` and `charged_back` reopen the
// invoices and alert staff; one in process is remembered on its link, a declined one forgotten (ADR 0081).
// Applying is idempotent (see PaymentsRepository), whatever the link's status (open, cancelled or expired).
// What needs a person (a reversal, an approved amount that is not the link's, a closed link paid) is recorded
// for the back office's review queue (issue #31 §4).
import type { PaymentOutcome, PaymentReviewKind } from '@portal/domain';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import type {
  GatewayPayment,
  PaymentGateway,
} from '../../infrastructure/gateways/payments/payment-gateway.js';
import type { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import type { PaymentLinkRow, PaymentLinksRepository } from './payment-links-repository.js';
import type { PaymentReviewsRepository } from './payment-reviews-repository.js';
import type { PaymentsRepository } from './payments-repository.js';
import { receiptMail, reversalAlertMail, unallocatedAlertMail } from './payment-mails.js';

/** What handling one gateway payment did, recorded on the notification that asked for it. */
export interface ConfirmationResult {
  /** processed: acted on (or nothing to do yet); ignored: the payment does not match any of our links. */
  status: 'processed' | 'ignored';
  result: string;
  outcome: PaymentOutcome;
}

const PENDING_STATUSES = new Set(['pending', 'in_process', 'authorized', 'in_mediation']);
/** A payment on its way to approval (in_mediation is a dispute of an approved one, not this). */
const IN_PROCESS_STATUSES = new Set(['pending', 'in_process', 'authorized']);
/** A link paid in one of these states was paid after the customer could no longer use it. */
const CLOSED_LINK_STATUSES = new Set(['cancelled', 'expired']);

export class PaymentConfirmationService {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly links: PaymentLinksRepository,
    private readonly payments: PaymentsRepository,
    private readonly reviews: PaymentReviewsRepository,
    private readonly outbox: OutboxWriter,
    private readonly mailer: Mailer,
    private readonly staffEmail: string,
  ) {}

  /** Acts on a payment as the gateway reported it. */
  async handle(payment: GatewayPayment, now = new Date()): Promise<ConfirmationResult> {
    const link = payment.externalReference
      ? await this.links.findByReference(payment.externalReference)
      : null;
    if (!link) return { status: 'ignored', result: 'reference of no payment link', outcome: 'pending' };
    if (payment.currency !== 'ARS') {
      return { status: 'ignored', result: `currency ${payment.currency}`, outcome: 'pending' };
    }
    if (payment.amountCents !== link.amount_cents) {
      // Money taken that the portal will not apply: someone must refund or apply it by hand.
      if (payment.status === 'approved') {
        await this.reviews.record({
          ...this.#caseOf(payment, link, 'amount_mismatch'),
          expectedCents: link.amount_cents,
        });
      }
      return {
        status: 'ignored',
        result: `amount ${payment.amountCents} cents, link ${link.amount_cents}`,
        outcome: 'pending',
      };
    }
    switch (payment.status) {
      case 'approved':
        return this.#applyApproved(payment, link, now);
      case 'refunded':
      case 'charged_back':
        return this.#reverse(payment, payment.status, link, now);
      case 'rejected':
      case 'cancelled':
        // Its invoices are payable again, unless a newer payment of the link is the one in process.
        await this.links.clearInProcess(link.id, payment.id);
        return {
          status: 'processed',
          result: `status ${payment.status}, nothing applied`,
          outcome: 'declined',
        };
      default:
        // Pending, in process or authorized: the invoices are not offered for another payment meanwhile.
        if (IN_PROCESS_STATUSES.has(payment.status)) await this.links.markInProcess(link.id, payment.id);
        return {
          status: 'processed',
          result: `status ${payment.status}, nothing applied`,
          outcome: 'pending',
        };
    }
  }

  /**
   * Asks the gateway for every payment of the link (a lost webhook, the return page, 'Verificar pago') and
   * applies an approved one: paid; any still in process: pending; only declined ones: declined.
   */
  async checkLink(link: PaymentLinkRow, now = new Date()): Promise<PaymentOutcome> {
    const payments = await this.gateway.searchPayments(link.transaction_id);
    let outcome: PaymentOutcome | null = null;
    for (const payment of payments) {
      const handled = await this.handle(payment, now);
      if (handled.status !== 'processed') continue;
      if (handled.outcome === 'paid') return 'paid';
      if (handled.outcome === 'pending' && PENDING_STATUSES.has(payment.status)) outcome = 'pending';
      else outcome ??= handled.outcome;
    }
    return outcome ?? 'pending';
  }

  async #applyApproved(
    payment: GatewayPayment,
    link: PaymentLinkRow,
    now: Date,
  ): Promise<ConfirmationResult> {
    const customer = await this.links.customerOf(link.customer_id);
    const applied = await this.payments.applyApproved(
      {
        gateway: this.gateway.name,
        gatewayPaymentId: payment.id,
        linkId: link.id,
        customerId: link.customer_id,
        amountCents: payment.amountCents,
        currency: payment.currency,
        approvedAt: payment.approvedAt ?? now.toISOString(),
      },
      now,
      async (trx, result) => {
        if (CLOSED_LINK_STATUSES.has(link.status)) {
          await this.reviews.record(this.#caseOf(payment, link, 'late_payment'), trx);
        }
        if (!customer) return;
        const to = customer.emailppl?.trim();
        const receipt = {
          amountCents: payment.amountCents,
          gatewayPaymentId: payment.id,
          approvedAt: payment.approvedAt ?? now.toISOString(),
        };
        if (to) await this.outbox.insert(trx, receiptMail(to, customer, receipt, result));
        if (result.unallocatedCents > 0) {
          await this.outbox.insert(
            trx,
            unallocatedAlertMail(this.staffEmail, customer, payment.id, result.unallocatedCents),
          );
        }
      },
    );
    if (!applied) return { status: 'processed', result: 'already applied', outcome: 'paid' };
    this.mailer.mailsCommitted();
    return { status: 'processed', result: `applied as payment ${applied.paymentId}`, outcome: 'paid' };
  }

  async #reverse(
    payment: GatewayPayment,
    status: 'refunded' | 'charged_back',
    link: PaymentLinkRow,
    now: Date,
  ): Promise<ConfirmationResult> {
    const customer = await this.links.customerOf(link.customer_id);
    const reversed = await this.payments.reverse(
      this.gateway.name,
      payment.id,
      status,
      now,
      async (trx, result) => {
        await this.reviews.record(
          { ...this.#caseOf(payment, link, status), amountCents: result.amountCents },
          trx,
        );
        if (customer)
          await this.outbox.insert(
            trx,
            reversalAlertMail(this.staffEmail, customer, payment.id, status, result),
          );
      },
    );
    if (!reversed)
      return { status: 'processed', result: `${status}, nothing to reverse`, outcome: 'declined' };
    this.mailer.mailsCommitted();
    return { status: 'processed', result: `${status}: invoices reopened`, outcome: 'declined' };
  }

  #caseOf(payment: GatewayPayment, link: PaymentLinkRow, kind: PaymentReviewKind) {
    return {
      kind,
      gateway: this.gateway.name,
      gatewayPaymentId: payment.id,
      paymentLinkId: link.id,
      customerId: link.customer_id,
      amountCents: payment.amountCents,
      expectedCents: null,
    };
  }
}
