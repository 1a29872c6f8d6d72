// Account modal 5's server side (spec §4, §7; issue #13 §2): the open link of a customer record, creating one
// for the oldest open invoices through the gateway, deleting it, and verifying its payment. The server trusts
// only what it holds: the invoices, their balances and their order come from the database, never the body.
import { randomUUID } from 'node:crypto';
import {
  centsToPesos,
  fiscalInvoiceNumber,
  invoicesToOffer,
  paymentSelectionError,
  pesosToCents,
  type PaymentLinkResponse,
  type PaymentRequest,
  type PaymentVerification,
} from '@portal/domain';
import { GatewayError } from '../../infrastructure/gateways/payments/gateway-error.js';
import type { PaymentGateway } from '../../infrastructure/gateways/payments/payment-gateway.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import { endOfDayInUshuaia, ushuaiaDate } from '../../lib/ushuaia-time.js';
import type { CustomersRepository } from '../auth/index.js';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { LinkInvoiceRow, PaymentLinkRow, PaymentLinksRepository } from './payment-links-repository.js';
import type { PaymentConfirmationService } from './payment-confirmation-service.js';
import type { PaymentLinkCloser } from './payment-link-closer.js';

const DAY_MS = 86_400_000;

function toResponse(link: PaymentLinkRow, invoices: LinkInvoiceRow[]): PaymentLinkResponse {
  return {
    id: link.id,
    data: { first_total: centsToPesos(link.amount_cents), first_total_cents: link.amount_cents },
    checkout_url: link.checkout_url,
    invoices: invoices.map((invoice) => ({
      facturaid: invoice.facturaid,
      numero_fiscal: fiscalInvoiceNumber(invoice),
      vencimiento: invoice.vencimiento,
      importe_saldo: centsToPesos(invoice.importe_saldo_cents),
      importe_saldo_cents: invoice.importe_saldo_cents,
    })),
    status: link.status as PaymentLinkResponse['status'],
    created_at: link.created_at,
    expires_at: link.expires_at,
  };
}

/**
 * The checkout closes at the end of the oldest selected invoice's due date in Ushuaia. An overdue selection
 * gets until the end of tomorrow instead: a link that expired before the customer could open it helps nobody.
 */
export function linkExpiry(oldestDueDate: string, now: Date): Date {
  const due = endOfDayInUshuaia(oldestDueDate);
  const tomorrow = endOfDayInUshuaia(ushuaiaDate(new Date(now.getTime() + DAY_MS)));
  return due > tomorrow ? due : tomorrow;
}

export class PaymentLinksService {
  constructor(
    private readonly links: PaymentLinksRepository,
    private readonly customers: CustomersRepository,
    private readonly gateway: PaymentGateway,
    private readonly confirmation: PaymentConfirmationService,
    private readonly closer: PaymentLinkCloser,
    /** The portal's address: back_urls and notification_url are built on it. */
    private readonly publicUrl: () => string,
  ) {}

  /** The open link of a customer number the session owns, or null (204). */
  async openLink(
    owned: readonly number[],
    cliente: number,
    now = new Date(),
  ): Promise<PaymentLinkResponse | null> {
    const customer = await this.#ownedCustomer(owned, cliente);
    const link = await this.links.findOpen(customer.id, now);
    return link ? toResponse(link, await this.links.invoicesOf(link.id)) : null;
  }

  async create(
    owned: readonly number[],
    body: PaymentRequest,
    recordAnswer?: RecordAnswer<PaymentLinkResponse>,
    now = new Date(),
  ): Promise<PaymentLinkResponse> {
    const customer = await this.#ownedCustomer(owned, body.client_id);
    // A link past its expiry may hold a payment nobody was told of: applied first, it settles the invoices.
    await this.closer.expireDueOf(customer.id, now);
    const ids = body.invoices_id.split(',').map(Number);
    const inProcess = await this.links.inProcessInvoices(customer.id, now);
    const rows = (await this.links.payableInvoices(customer.id)).map((invoice) => ({
      ...invoice,
      pago_en_proceso: inProcess.has(invoice.id),
    }));
    if (rows.some((invoice) => invoice.pago_en_proceso && ids.includes(invoice.facturaid))) {
      throw new AppError('PAYMENT_IN_PROCESS');
    }
    const open = invoicesToOffer(rows);
    const selected = open.slice(0, ids.length);
    // The selection must be exactly the oldest open invoices, each once: foreign, paid or skipped ones fail.
    const wanted = new Set(ids);
    if (
      wanted.size !== ids.length ||
      selected.length !== ids.length ||
      !selected.every((invoice) => wanted.has(invoice.facturaid))
    ) {
      throw new AppError('INVOICES_NOT_PAYABLE');
    }
    const rule = paymentSelectionError(customer.condicion_de_pago, selected.length, open.length);
    if (rule) throw new AppError('PAY_BOTH_INVOICES', { message: rule });
    const amountCents = selected.reduce((sum, invoice) => sum + invoice.importe_saldo_cents, 0);
    if (pesosToCents(body.amount) !== amountCents || amountCents <= 0) {
      throw new AppError('PAYMENT_AMOUNT_MISMATCH');
    }

    const oldest = selected[0]!;
    const expiresAt = linkExpiry(oldest.vencimiento, now);
    const reserved = await this.links.reserve(
      {
        id: randomUUID(),
        customerId: customer.id,
        gateway: this.gateway.name,
        transactionId: body.transaction_id,
        amountCents,
        expiresAt: expiresAt.toISOString(),
        invoices: selected.map((invoice) => ({
          invoiceId: invoice.id,
          saldoCents: invoice.importe_saldo_cents,
        })),
      },
      now,
      this.closer.firstCheck(now),
    );
    if (reserved === 'payment-in-process') throw new AppError('PAYMENT_IN_PROCESS');
    if (!reserved) {
      const reused = await this.links.findByReference(body.transaction_id);
      const ownOpen = !reused || (reused.customer_id === customer.id && reused.status === 'pending');
      throw new AppError(ownOpen ? 'PAYMENT_LINK_EXISTS' : 'CONFLICT');
    }

    const base = this.publicUrl();
    const back = `${base}/mi-cuenta/pagos/regreso?link=${reserved.id}`;
    let checkout;
    try {
      checkout = await this.gateway.createCheckout({
        externalReference: reserved.transaction_id,
        items: selected.map((invoice) => ({
          title: fiscalInvoiceNumber(invoice),
          amountCents: invoice.importe_saldo_cents,
        })),
        amountCents,
        currency: 'ARS',
        payer: {
          name: `${customer.nombre} ${customer.apellido}`.trim(),
          email: customer.emailppl?.trim() || body.email,
        },
        notificationUrl: `${base}/api/payments/webhook/?source_news=webhooks`,
        backUrls: { success: back, pending: back, failure: back },
        expiresAt,
      });
    } catch (error) {
      await this.links.release(reserved.id);
      if (error instanceof GatewayError) throw new AppError('PAYMENT_GATEWAY_ERROR', { cause: error });
      throw error;
    }
    const invoices: LinkInvoiceRow[] = selected.map((invoice) => ({
      facturaid: invoice.facturaid,
      tipo_cmp: invoice.tipo_cmp,
      pto_vta: invoice.pto_vta,
      nro_cmp: invoice.nro_cmp,
      vencimiento: invoice.vencimiento,
      importe_saldo_cents: invoice.importe_saldo_cents,
    }));
    let response: PaymentLinkResponse | undefined;
    try {
      await this.links.complete(reserved.id, checkout, now, async (trx, link) => {
        response = toResponse(link, invoices);
        await recordAnswer?.(trx, response);
      });
    } catch (error) {
      // Rolled back (e.g. the Idempotency-Key was taken over): the reservation must not block the next try.
      await this.links.release(reserved.id);
      throw error;
    }
    return response!;
  }

  /**
   * Where staff send a customer to pay what they owe ({link_pago} of a canned reply, issue #30 §2): the open
   * checkout when there is one, else the portal's invoices page, where the customer pays their open invoices in
   * the order the payment rules ask; null when nothing is owed.
   */
  async payLinkFor(customerId: number, now = new Date()): Promise<string | null> {
    const open = await this.links.findOpen(customerId, now);
    if (open) return open.checkout_url;
    const owed = await this.links.payableInvoices(customerId);
    return owed.some((invoice) => invoice.importe_saldo_cents > 0)
      ? `${this.publicUrl()}/mi-cuenta/mis-facturas`
      : null;
  }

  /** 'Eliminar link': asks the gateway first (PaymentLinkCloser); a link found paid is not deleted but applied. */
  async delete(owned: readonly number[], id: string, now = new Date()): Promise<void> {
    const link = await this.#ownedLink(owned, id);
    if (link.status !== 'pending') throw new AppError('PAYMENT_LINK_CLOSED');
    const closed = await this.closer.cancel(link, now);
    if (closed === 'paid') throw new AppError('PAYMENT_LINK_PAID');
    if (closed !== 'cancelled') throw new AppError('PAYMENT_LINK_CLOSED');
  }

  /** Asks the gateway about the link's payments and applies an approved one (idempotent). */
  async verify(owned: readonly number[], id: string): Promise<PaymentVerification> {
    const link = await this.#ownedLink(owned, id);
    let outcome: PaymentVerification['outcome'] = 'paid';
    try {
      if (link.status !== 'paid') outcome = await this.confirmation.checkLink(link);
    } catch (error) {
      if (error instanceof GatewayError) throw new AppError('PAYMENT_GATEWAY_ERROR', { cause: error });
      throw error;
    }
    const current = (await this.links.find(id)) ?? link;
    return { outcome, link: toResponse(current, await this.links.invoicesOf(id)) };
  }

  async #ownedCustomer(owned: readonly number[], cliente: number) {
    if (!owned.includes(cliente)) throw new AppError('FORBIDDEN');
    const customer = orNotFound(await this.customers.findByNumber(cliente));
    return customer;
  }

  async #ownedLink(owned: readonly number[], id: string) {
    const link = orNotFound(await this.links.find(id));
    if (!owned.includes(link.cliente)) throw new AppError('FORBIDDEN');
    return link;
  }
}
