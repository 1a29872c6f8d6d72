// The one interface the payment services see (design §2, issue #13 §3): `sandbox` (ours, works offline) and
// `mercadopago` (Checkout Pro) implement it, chosen by PAYMENT_GATEWAY. Amounts are integer cents here; each
// adapter converts to what its gateway speaks.

export type GatewayName = 'sandbox' | 'mercadopago';

/** Mercado Pago's payment statuses; only `approved` pays, `refunded` and `charged_back` reopen invoices. */
export const GATEWAY_PAYMENT_STATUSES = [
  'pending',
  'approved',
  'authorized',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

export interface CheckoutItem {
  /** The invoice's fiscal number, 'Factura B 0003-00012101'. */
  title: string;
  amountCents: number;
}

export interface CheckoutRequest {
  /** Our reference, echoed back by the gateway as `external_reference` (the payment link's transaction id). */
  externalReference: string;
  items: readonly CheckoutItem[];
  /** Sum of the items, in cents. */
  amountCents: number;
  currency: 'ARS';
  payer: { name: string; email: string };
  /** Absolute URL the gateway notifies (`?source_news=webhooks` is the adapter's business). */
  notificationUrl: string;
  /** Absolute URLs the buyer comes back to. */
  backUrls: { success: string; pending: string; failure: string };
  /** The checkout stops accepting payments after this instant (the oldest selected invoice's due date). */
  expiresAt: Date | null;
}

export interface Checkout {
  /** The gateway's id of the checkout (Mercado Pago's preference id). */
  checkoutId: string;
  /** Where the buyer pays. */
  checkoutUrl: string;
}

/** A payment as the gateway reports it when asked (`GET /v1/payments/{id}`): the only source of truth. */
export interface GatewayPayment {
  id: string;
  status: GatewayPaymentStatus;
  externalReference: string | null;
  amountCents: number;
  currency: string;
  /** ISO-8601 instant the gateway approved it, if it did. */
  approvedAt: string | null;
}

/** An inbound notification as it reached us, before anything is trusted. */
export interface InboundNotification {
  headers: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string | undefined>>;
  rawBody: string;
}

export type NotificationCheck =
  /** Signature valid: the payment id to fetch (never trust anything else the notification says). */
  | { kind: 'payment'; paymentId: string; requestId: string | null }
  /** Valid, but not about a payment (e.g. a merchant_order topic): stored and ignored. */
  | { kind: 'ignored'; reason: string }
  | { kind: 'invalid-signature' };

export interface PaymentGateway {
  readonly name: GatewayName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Makes the checkout refuse payment from `at` on (a deleted link); payments already made are unaffected. */
  expireCheckout(checkoutId: string, at: Date): Promise<void>;
  /** Null when the gateway does not know the id. */
  getPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Payments the gateway holds for our reference, newest first (reconciliation of a lost webhook). */
  searchPayments(externalReference: string): Promise<GatewayPayment[]>;
  /** Checks the signature in constant time and extracts the payment id. */
  verifyNotification(notification: InboundNotification): NotificationCheck;
}
