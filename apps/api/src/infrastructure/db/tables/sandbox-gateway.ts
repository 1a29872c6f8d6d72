// Table types: the sandbox payment gateway's own state (migration 0018). It plays a third party, so nothing of
// the portal reads these tables except the sandbox adapter and its pages.
import type { Generated } from 'kysely';
import type { CreatedAt } from './common.js';

export interface SandboxCheckoutsTable {
  /** Opaque id (UUID), Mercado Pago's preference id. */
  id: string;
  external_reference: string;
  /** JSON array of {title, amountCents}. */
  items_json: string;
  amount_cents: number;
  currency: string;
  payer_name: string;
  payer_email: string;
  notification_url: string;
  /** JSON {success, pending, failure}. */
  back_urls_json: string;
  expires_at: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SandboxPaymentsTable {
  id: Generated<number>;
  checkout_id: string;
  external_reference: string;
  amount_cents: number;
  currency: string;
  status: string;
  status_detail: string;
  date_approved: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
