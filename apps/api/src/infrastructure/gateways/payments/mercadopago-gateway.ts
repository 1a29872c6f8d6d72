// Mercado Pago Checkout Pro behind the PaymentGateway interface (issue #13 §3), through the official SDK.
// Amounts cross the boundary in pesos (MP's `unit_price`, `transaction_amount`) and are converted with the
// domain's decimal helpers, never by float multiplication (ADR 0011). The access token goes only into the SDK's
// Authorization header: nothing here logs it or puts it in an error message.
import {
  MercadoPagoConfig,
  Payment,
  Preference,
  WebhookSignatureValidator,
  InvalidWebhookSignatureError,
} from 'mercadopago';
import { centsToPesos, pesosToCents } from '@portal/domain';
import { GatewayError } from './gateway-error.js';
import {
  GATEWAY_PAYMENT_STATUSES,
  type Checkout,
  type CheckoutRequest,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type InboundNotification,
  type NotificationCheck,
  type PaymentGateway,
} from './payment-gateway.js';

export interface MercadoPagoSettings {
  accessToken: string;
  /** The "secret signature" of the application's Webhooks settings. */
  webhookSecret: string;
  /** Per-request timeout; the webhook must be answered within seconds, so the default is short. */
  timeoutMs?: number;
}

type PreferenceUpdate = Parameters<Preference['update']>[0];

/** Argentina keeps UTC-3 all year (no DST since 2009), so a fixed offset names the local wall time. */
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;

/** '2026-12-10T23:59:59.000-03:00': the format MP's preference documents for expiration dates. */
export function toArgentinaIso(instant: Date): string {
  return new Date(instant.getTime() + ARGENTINA_OFFSET_MS).toISOString().replace('Z', '-03:00');
}

/** MP tells webhooks from legacy IPN by this parameter on the notification URL. */
function withSourceNews(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('source_news', 'webhooks');
  return parsed.toString();
}

function statusOf(value: unknown): GatewayPaymentStatus {
  const status = GATEWAY_PAYMENT_STATUSES.find((known) => known === value);
  if (!status) throw new GatewayError(`Mercado Pago answered an unknown payment status: ${String(value)}`);
  return status;
}

interface MpPayment {
  id?: number | string;
  status?: string;
  external_reference?: string | null;
  transaction_amount?: number;
  currency_id?: string;
  date_approved?: string | null;
}

/** MP writes instants with the account's offset ('…-04:00'); the portal stores ISO UTC (ADR 0010). */
function utcInstant(value: string | null | undefined): string | null {
  if (!value) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new GatewayError('Mercado Pago answered an unreadable date');
  return instant.toISOString();
}

function toGatewayPayment(payment: MpPayment): GatewayPayment {
  const amountCents =
    typeof payment.transaction_amount === 'number' ? pesosToCents(payment.transaction_amount) : Number.NaN;
  if (payment.id === undefined || !Number.isSafeInteger(amountCents) || !payment.currency_id) {
    throw new GatewayError('Mercado Pago answered a payment without id, amount or currency');
  }
  return {
    id: String(payment.id),
    status: statusOf(payment.status),
    externalReference: payment.external_reference || null,
    amountCents,
    currency: payment.currency_id,
    approvedAt: utcInstant(payment.date_approved),
  };
}

function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Wraps whatever the SDK threw; the SDK's own message may quote the API's body, so it stays in `cause`. */
function gatewayFailure(operation: string, error: unknown): GatewayError {
  const status = httpStatusOf(error);
  return new GatewayError(`Mercado Pago ${operation} failed${status ? ` (HTTP ${status})` : ''}`, {
    cause: error,
  });
}

/** Header values as Fastify hands them: lower-case names, a string each. */
function header(notification: InboundNotification, name: string): string | undefined {
  const value = notification.headers[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/** MP documents that an alphanumeric data.id enters the manifest lower-cased. */
function manifestDataId(dataId: string | undefined): string | undefined {
  if (dataId === undefined) return undefined;
  return /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
}

export function createMercadoPagoGateway(settings: MercadoPagoSettings): PaymentGateway {
  // Few, quick retries: the SDK's defaults (3 retries from 1 s, 60 s timeout) outlast a webhook's answer.
  const options = { timeout: settings.timeoutMs ?? 8000, maxRetries: 1, initialDelay: 200, maxDelay: 1000 };
  const payments = new Payment(new MercadoPagoConfig({ accessToken: settings.accessToken, options }));
  // A client per preference: the SDK merges per-call requestOptions into its shared config object, so one
  // idempotency key would otherwise leak into the next call.
  const preferencesFor = (idempotencyKey: string) =>
    new Preference(
      new MercadoPagoConfig({ accessToken: settings.accessToken, options: { ...options, idempotencyKey } }),
    );
  // An update is a PUT of the same fields: repeating it changes nothing, so it needs no idempotency key.
  const preferences = new Preference(new MercadoPagoConfig({ accessToken: settings.accessToken, options }));

  return {
    name: 'mercadopago',

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const expiry = request.expiresAt
        ? { expires: true, expiration_date_to: toArgentinaIso(request.expiresAt) }
        : { expires: false };
      try {
        // One preference per payment link: a retried create must not make a second one.
        const created = await preferencesFor(`preference-${request.externalReference}`).create({
          body: {
            items: request.items.map((item, index) => ({
              id: String(index + 1),
              title: item.title,
              quantity: 1,
              unit_price: centsToPesos(item.amountCents),
              currency_id: request.currency,
            })),
            payer: { name: request.payer.name, email: request.payer.email },
            external_reference: request.externalReference,
            notification_url: withSourceNews(request.notificationUrl),
            back_urls: request.backUrls,
            auto_return: 'approved',
            ...expiry,
          },
        });
        if (!created.id || !created.init_point) {
          throw new GatewayError('Mercado Pago answered a preference without id or init_point');
        }
        return { checkoutId: created.id, checkoutUrl: created.init_point };
      } catch (error) {
        throw error instanceof GatewayError ? error : gatewayFailure('preference create', error);
      }
    },

    async expireCheckout(checkoutId: string, at: Date): Promise<void> {
      try {
        await preferences.update({
          id: checkoutId,
          // A PUT changes only the fields it sends; the SDK types the body as a whole preference.
          updatePreferenceRequest: {
            expires: true,
            expiration_date_to: toArgentinaIso(at),
          } as PreferenceUpdate['updatePreferenceRequest'],
        });
      } catch (error) {
        throw gatewayFailure('preference update', error);
      }
    },

    async getPayment(paymentId: string): Promise<GatewayPayment | null> {
      let payment: MpPayment;
      try {
        payment = await payments.get({ id: paymentId });
      } catch (error) {
        if (httpStatusOf(error) === 404) return null;
        throw gatewayFailure('payment get', error);
      }
      return toGatewayPayment(payment);
    },

    async searchPayments(externalReference: string): Promise<GatewayPayment[]> {
      let results: MpPayment[];
      try {
        const page = await payments.search({
          options: {
            external_reference: externalReference,
            sort: 'date_created',
            criteria: 'desc',
          },
        });
        results = page.results ?? [];
      } catch (error) {
        throw gatewayFailure('payment search', error);
      }
      return results.map(toGatewayPayment);
    },

    verifyNotification(notification: InboundNotification): NotificationCheck {
      const dataId = notification.query['data.id'] ?? notification.query.id;
      const requestId = header(notification, 'x-request-id');
      try {
        WebhookSignatureValidator.validate({
          xSignature: header(notification, 'x-signature'),
          xRequestId: requestId,
          dataId: manifestDataId(dataId),
          secret: settings.webhookSecret,
        });
      } catch (error) {
        if (error instanceof InvalidWebhookSignatureError) return { kind: 'invalid-signature' };
        throw error;
      }
      const topic = notification.query.type ?? notification.query.topic;
      if (topic !== 'payment') return { kind: 'ignored', reason: `topic ${topic ?? 'missing'}` };
      if (!dataId) return { kind: 'ignored', reason: 'no data.id' };
      return { kind: 'payment', paymentId: dataId, requestId: requestId ?? null };
    },
  };
}
