// The sandbox answers `GET /v1/payments/{id}` and `/v1/payments/search` with Mercado Pago's field names and
// units (transaction_amount in pesos), and its adapter reads them back the same way Mercado Pago's would be.
import { centsToPesos, pesosToCents } from '@portal/domain';
import {
  GATEWAY_PAYMENT_STATUSES,
  type GatewayPayment,
} from '../infrastructure/gateways/payments/payment-gateway.js';
import type { SandboxPaymentRow } from './sandbox-store.js';

export interface MpPaymentJson {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string | null;
  transaction_amount: number;
  currency_id: string;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
}

export function toPaymentJson(row: SandboxPaymentRow): MpPaymentJson {
  return {
    id: row.id,
    status: row.status,
    status_detail: row.status_detail,
    external_reference: row.external_reference,
    transaction_amount: centsToPesos(row.amount_cents),
    currency_id: row.currency,
    date_created: row.created_at,
    date_approved: row.date_approved,
    date_last_updated: row.updated_at,
  };
}

/** Null when the JSON is not a payment (the caller treats that as a gateway failure). */
export function fromPaymentJson(json: unknown): GatewayPayment | null {
  if (typeof json !== 'object' || json === null) return null;
  const p = json as Partial<Record<keyof MpPaymentJson, unknown>>;
  const status = GATEWAY_PAYMENT_STATUSES.find((s) => s === p.status);
  const amountCents =
    typeof p.transaction_amount === 'number' ? pesosToCents(p.transaction_amount) : Number.NaN;
  if (
    (typeof p.id !== 'number' && typeof p.id !== 'string') ||
    !status ||
    !Number.isSafeInteger(amountCents)
  ) {
    return null;
  }
  return {
    id: String(p.id),
    status,
    externalReference: typeof p.external_reference === 'string' ? p.external_reference : null,
    amountCents,
    currency: typeof p.currency_id === 'string' ? p.currency_id : '',
    approvedAt: typeof p.date_approved === 'string' ? p.date_approved : null,
  };
}
