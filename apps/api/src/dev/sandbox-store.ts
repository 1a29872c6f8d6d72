// The sandbox gateway's own records: checkouts (Mercado Pago's preferences) and the payments made on them. It
// plays a third party, so it keeps its state in tables nothing else of the portal reads (migration 0018).
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../infrastructure/db/schema.js';
import type {
  SandboxCheckoutsTable,
  SandboxPaymentsTable,
} from '../infrastructure/db/tables/sandbox-gateway.js';
import type {
  CheckoutItem,
  CheckoutRequest,
  GatewayPaymentStatus,
} from '../infrastructure/gateways/payments/payment-gateway.js';

export type SandboxPaymentRow = Selectable<SandboxPaymentsTable>;

export interface SandboxCheckout {
  id: string;
  externalReference: string;
  items: CheckoutItem[];
  amountCents: number;
  currency: string;
  payerName: string;
  notificationUrl: string;
  backUrls: CheckoutRequest['backUrls'];
  expiresAt: string | null;
}

function toCheckout(row: Selectable<SandboxCheckoutsTable>): SandboxCheckout {
  return {
    id: row.id,
    externalReference: row.external_reference,
    items: JSON.parse(row.items_json) as CheckoutItem[],
    amountCents: row.amount_cents,
    currency: row.currency,
    payerName: row.payer_name,
    notificationUrl: row.notification_url,
    backUrls: JSON.parse(row.back_urls_json) as CheckoutRequest['backUrls'],
    expiresAt: row.expires_at,
  };
}

/** What each decision on the checkout page leaves, with Mercado Pago's status_detail for it. */
const DECISIONS = {
  approve: { status: 'approved', detail: 'accredited' },
  reject: { status: 'rejected', detail: 'cc_rejected_other_reason' },
  pending: { status: 'in_process', detail: 'pending_contingency' },
} as const satisfies Record<string, { status: GatewayPaymentStatus; detail: string }>;
export type SandboxDecision = keyof typeof DECISIONS;
export const isSandboxDecision = (value: unknown): value is SandboxDecision =>
  typeof value === 'string' && Object.hasOwn(DECISIONS, value);

/**
 * What can happen to a payment later, as at Mercado Pago: one in process is approved or rejected, an approved
 * one refunded or charged back (a card dispute).
 */
const LATER_STATUSES: Record<string, { from: string; detail: string }> = {
  approved: { from: 'in_process', detail: 'accredited' },
  rejected: { from: 'in_process', detail: 'cc_rejected_other_reason' },
  refunded: { from: 'approved', detail: 'refunded' },
  charged_back: { from: 'approved', detail: 'settled' },
};
export const isLaterStatus = (value: unknown): value is string =>
  typeof value === 'string' && Object.hasOwn(LATER_STATUSES, value);

export class SandboxStore {
  constructor(private readonly db: Kysely<Database>) {}

  async createCheckout(request: CheckoutRequest): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto('sandbox_checkouts')
      .values({
        id,
        external_reference: request.externalReference,
        items_json: JSON.stringify(request.items),
        amount_cents: request.amountCents,
        currency: request.currency,
        payer_name: request.payer.name,
        payer_email: request.payer.email,
        notification_url: request.notificationUrl,
        back_urls_json: JSON.stringify(request.backUrls),
        expires_at: request.expiresAt?.toISOString() ?? null,
      })
      .execute();
    return id;
  }

  async findCheckout(id: string): Promise<SandboxCheckout | null> {
    const row = await this.db
      .selectFrom('sandbox_checkouts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toCheckout(row) : null;
  }

  /** Brings the checkout's expiry forward to `at` (never later than it was), as Mercado Pago's update does. */
  async expireCheckout(id: string, at: Date): Promise<void> {
    const instant = at.toISOString();
    await this.db
      .updateTable('sandbox_checkouts')
      .set({ expires_at: instant, updated_at: instant })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', instant)]))
      .execute();
  }

  /** A payment attempt on the checkout, for its whole amount, as the person decided. */
  async createPayment(
    checkout: SandboxCheckout,
    decision: SandboxDecision,
    now: Date,
  ): Promise<SandboxPaymentRow> {
    const { status, detail } = DECISIONS[decision];
    const at = now.toISOString();
    return this.db
      .insertInto('sandbox_payments')
      .values({
        checkout_id: checkout.id,
        external_reference: checkout.externalReference,
        amount_cents: checkout.amountCents,
        currency: checkout.currency,
        status,
        status_detail: detail,
        date_approved: status === 'approved' ? at : null,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async findPayment(id: number): Promise<SandboxPaymentRow | null> {
    const row = await this.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Newest first, like Mercado Pago's search sorted by date_created desc. */
  async searchPayments(externalReference: string): Promise<SandboxPaymentRow[]> {
    return this.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('external_reference', '=', externalReference)
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
  }

  async latestPayments(limit = 30): Promise<SandboxPaymentRow[]> {
    return this.db.selectFrom('sandbox_payments').selectAll().orderBy('id', 'desc').limit(limit).execute();
  }

  /** Moves a payment on (see LATER_STATUSES); null when its current status does not allow it. */
  async transition(id: number, status: string, now: Date): Promise<SandboxPaymentRow | null> {
    const change = LATER_STATUSES[status];
    if (!change) return null;
    const at = now.toISOString();
    const row = await this.db
      .updateTable('sandbox_payments')
      .set({
        status,
        status_detail: change.detail,
        updated_at: at,
        ...(status === 'approved' ? { date_approved: at } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', change.from)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }
}
