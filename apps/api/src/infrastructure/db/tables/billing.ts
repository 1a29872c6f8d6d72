// Table types: Invoices, payment links and automatic-debit registrations. Conventions in ../schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './common.js';

/** A text column with a database default: optional on insert. */
type TextWithDefault = ColumnType<string, string | undefined, string>;

export interface InvoicesTable {
  id: Generated<number>;
  facturaid: number;
  customer_id: number;
  /** PAGA, IMPAGA, ENVIADA, PARCIAL, ANULADA. */
  estado: string;
  /** 'YYYY-MM-DD'. */
  emitida: string;
  vencimiento: string;
  importe_cents: number;
  importe_saldo_cents: number;
  periodo: string | null;
  /** ARCA voucher type (1 Factura A, 6 Factura B, 11 Factura C), point of sale and number; null before import. */
  tipo_cmp: number | null;
  pto_vta: number | null;
  nro_cmp: number | null;
  /** Electronic authorisation code and its due date ('YYYY-MM-DD'). */
  cae: string | null;
  cae_vencimiento: string | null;
  /** ARCA currency code, 'PES' for pesos. */
  moneda: TextWithDefault;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PaymentLinksTable {
  /** Opaque id (UUID) used in /api/payments/{id}/. */
  id: string;
  customer_id: number;
  gateway: string;
  transaction_id: string;
  external_id: string | null;
  checkout_url: string;
  amount_cents: number;
  /** pending, paid, cancelled, expired. */
  status: string;
  paid_at: string | null;
  currency: TextWithDefault;
  /** ISO-8601 instant after which the gateway refuses the checkout (the invoices' due date). */
  expires_at: string | null;
  /** When the reconciliation job last asked the gateway about this link. */
  last_checked_at: string | null;
  /** When it was cancelled or expired; the job keeps asking about it for 30 days after (migration 0021). */
  closed_at: string | null;
  /** When the job asks next about a closed link (backoff). */
  next_check_at: string | null;
  /** The gateway payment reported in process (pending, in_process, authorized) and not settled yet. */
  in_process_payment_id: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PaymentLinkInvoicesTable {
  payment_link_id: string;
  invoice_id: number;
  /** The invoice's balance when the link was made (migration 0018). */
  importe_saldo_cents: ColumnType<number, number | undefined, number>;
}

export interface DebitRegistrationsTable {
  id: Generated<number>;
  customer_id: number;
  med_cobro_id: number;
  banco_id: number | null;
  /** Cards are never stored whole in clear: first 6 digits and last 4 for display (migration 0019). */
  card_bin: string | null;
  card_last4: string | null;
  /** Brand from the BIN table, when the BIN was known. */
  card_brand: string | null;
  /** known or unknown: an unknown BIN accepted by DEBIT_UNKNOWN_BIN=accept is marked, never silent. */
  bin_status: string | null;
  /** 'YYYY-MM'. */
  card_expiry: string | null;
  cbu_last4: string | null;
  /** The full card number or CBU, AES-256-GCM under DEBIT_ENCRYPTION_KEY (lib/debit-sealer). */
  sealed_number: string | null;
  /** Which key sealed it, so a rotation re-encrypts only what the old key sealed. */
  sealing_key_id: string | null;
  holder_name: string;
  holder_id: string;
  /** active, cancelled, replaced. */
  status: string;
  cancelled_at: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface DebitConsentsTable {
  id: Generated<number>;
  customer_id: number;
  registration_id: number;
  /** register or cancel. */
  action: string;
  consent_text: string;
  ip: string;
  user_agent: string | null;
  created_at: CreatedAt;
}
