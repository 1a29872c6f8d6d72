// Table types: billing imports uploaded by staff and payments that need a person (migration 0033).
// Conventions in ../schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './common.js';

export interface BillingImportsTable {
  id: Generated<number>;
  file_name: string;
  /** SHA-256 of the uploaded bytes, hex. */
  file_hash: string;
  /** The decoded CSV text, applied as checked. */
  content: string;
  /** Invoices in the file (lines of one invoice count once). */
  invoices: number;
  /** checked, applying, applied. */
  status: ColumnType<string, string | undefined, string>;
  /** The dry run's row-by-row report, JSON. */
  dry_run: string;
  /** The applied import's row-by-row report, JSON; null until applied. */
  result: string | null;
  checked_by: number | null;
  applied_by: number | null;
  applied_at: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PaymentReviewsTable {
  id: Generated<number>;
  /** charged_back, refunded, amount_mismatch, late_payment. */
  kind: string;
  gateway: string;
  gateway_payment_id: string;
  payment_link_id: string | null;
  customer_id: number | null;
  amount_cents: number;
  /** What the link asked for, when it differs from what was paid. */
  expected_cents: number | null;
  /** open, resolved. */
  status: ColumnType<string, string | undefined, string>;
  note: string | null;
  resolved_by: number | null;
  resolved_at: string | null;
  /** Optimistic lock: resolving sets version = version + 1 where version = the one the supervisor read. */
  version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
