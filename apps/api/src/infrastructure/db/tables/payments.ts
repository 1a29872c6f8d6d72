// Table types: invoice items, confirmed payments, their allocation over invoices and gateway notifications
// (migration 0016). Conventions in ../schema.ts.
import type { Generated } from 'kysely';
import type { CreatedAt } from './common.js';

export interface InvoiceItemsTable {
  id: Generated<number>;
  invoice_id: number;
  /** 1-based line order on the invoice. */
  position: number;
  descripcion: string;
  cantidad: number;
  precio_unitario_cents: number;
  importe_cents: number;
}

export interface PaymentsTable {
  id: Generated<number>;
  /** sandbox, mercadopago. */
  gateway: string;
  /** Unique per gateway: the guard that makes applying a payment idempotent. */
  gateway_payment_id: string;
  payment_link_id: string | null;
  customer_id: number;
  amount_cents: number;
  /** ISO 4217, 'ARS'. */
  currency: string;
  /** approved, refunded, charged_back. */
  status: string;
  approved_at: string;
  reversed_at: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PaymentAllocationsTable {
  payment_id: number;
  invoice_id: number;
  amount_cents: number;
}

export interface GatewayNotificationsTable {
  id: Generated<number>;
  gateway: string;
  request_id: string | null;
  gateway_payment_id: string | null;
  headers_json: string;
  query_json: string;
  body: string;
  /** received, processed, ignored, rejected, failed. */
  status: Generated<string>;
  result: string | null;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  processed_at: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Money of a payment no open invoice could take (migration 0021): staff credit or refund it. */
export interface CustomerCreditsTable {
  id: Generated<number>;
  customer_id: number;
  payment_id: number;
  amount_cents: number;
  /** to_review, reversed. */
  status: Generated<string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
