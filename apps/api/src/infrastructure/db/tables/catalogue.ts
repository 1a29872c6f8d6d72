// Table types: Plans, pop-ups, coupons, company config and the debit reference lists. Conventions in ../schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Flag } from './common.js';

export interface ProductsTable {
  id: Generated<number>;
  /** Wire name of the rate group: Gpon, ClickTv, Dibox, Telefonia... */
  product_name: string;
  /** INTERNET, CLICK TV, DIBOX, TELEFONIA: lets COMPANY_CODE 20 drop telephony. */
  service_type: string;
  sort_order: number;
  active: Flag;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PlansTable {
  id: Generated<number>;
  product_id: number;
  /** Self-reference: add-on packets nest under their plan. */
  parent_id: number | null;
  packet_name: string;
  name: string;
  amount_cents: number;
  promotion: Flag;
  sort_order: number;
  active: Flag;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Plan card details (migration 0015, ADR 0063); null when not known. */
  speed_down_mbps: number | null;
  speed_up_mbps: number | null;
  /** JSON array of strings. */
  includes: string | null;
  installation_cents: number | null;
  contract_months: number | null;
  regular_amount_cents: number | null;
  /** YYYY-MM-DD. */
  promotion_until: string | null;
  /** First day of the promotion, YYYY-MM-DD, null when open (migration 0029). */
  promotion_from: ColumnType<string | null, string | null | undefined, string | null>;
  /** Optimistic lock: a change sets version = version + 1 where version = the one the admin read. */
  version: ColumnType<number, number | undefined, number>;
}

/** A price change for a plan's subscribers, from its effective date (migration 0029). */
export interface PlanPriceChangesTable {
  id: Generated<number>;
  plan_id: number;
  old_amount_cents: number;
  new_amount_cents: number;
  /** YYYY-MM-DD, Ushuaia calendar. */
  effective_date: string;
  staff_user_id: number | null;
  created_at: CreatedAt;
}

/** One customer's notice of a price change: the primary key keeps it to one mail. */
export interface PlanChangeNoticesTable {
  change_id: number;
  customer_id: number;
  created_at: CreatedAt;
}

export interface PopupsTable {
  id: Generated<number>;
  type: number;
  active: Flag;
  datefrom: string | null;
  dateuntil: string | null;
  /** Admin-authored HTML, sanitised on save and on render. */
  message: string;
  image: string | null;
  file: string | null;
  video_id: string | null;
  link: string | null;
  button_link_text: string | null;
  button_link_color: string | null;
  button_file_text: string | null;
  button_file_color: string | null;
  /** JSON array of the public paths that show it (migration 0031); null for a row that predates it (`type`). */
  pages: string | null;
  /** Optimistic lock (migration 0031): a change sets version = version + 1 where version = the one read. */
  version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  title: string;
  description: string;
  partner: string;
  discount_text: string;
  image: string | null;
  valid_from: string | null;
  valid_until: string | null;
  active: Flag;
  sort_order: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A coupon assigned to a customer; `used_at` is the ISO instant it was redeemed, null while unused. */
export interface CustomerCouponsTable {
  customer_id: number;
  coupon_id: number;
  used_at: string | null;
  created_at: CreatedAt;
  /** Migration 0032: when staff ended it for this customer (the customer sees it expired), or null. */
  expires_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CompanyConfigTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: CreatedAt;
}

export interface BanksTable {
  bancoid: number;
  banconombre: string;
  active: Flag;
}

export interface PaymentMethodsTable {
  medcobroid: number;
  medcobronombre: string;
  /** card or cbu. */
  kind: string;
  active: Flag;
  sort_order: number;
}

export interface CardBinsTable {
  id: Generated<number>;
  /** First 6 to 8 digits of the card. */
  prefix: string;
  brand: string;
  issuer: string | null;
  is_prepaid: Flag;
  /** ISO 4217, e.g. ARS. */
  currency: string;
  /** ISO 3166-1 alpha-2, e.g. AR. */
  country: string;
}
