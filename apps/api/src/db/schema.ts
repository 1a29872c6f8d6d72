// Kysely table types. Conventions (docs/decisions/0010-portable-storage-types.md): money is integer cents,
// instants are ISO-8601 UTC text ('2026-03-01T12:00:00.000Z'), calendar dates are 'YYYY-MM-DD' text,
// booleans are integers 0/1 and JSON documents are text, so the same queries run on SQLite and PostgreSQL.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** ISO-8601 UTC instant as text; the database fills it on insert when omitted. */
type CreatedAt = ColumnType<string, string | undefined, string>;
/** 0 or 1. */
type Flag = number;

export interface CustomersTable {
  id: Generated<number>;
  /** The provider's customer number (`cliente` / `clientenro` on the wire). */
  cliente: number;
  nombre: string;
  apellido: string;
  tipo_doc: ColumnType<string, string | undefined, string>;
  dni: string;
  emailppl: string | null;
  email2: string | null;
  direccion: string | null;
  ciudad: string | null;
  cp: string | null;
  estado: string;
  /** 'YYYY-MM-DD' or null when unknown (the wire shows 0001-01-01 00:00:00 then). */
  fecha_nac: string | null;
  /** CBU of the active automatic debit, if any, as the spec's dataClient reports it. */
  debito_cbu: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface CustomerPhonesTable {
  id: Generated<number>;
  customer_id: number;
  /** Area code and number, digits only, without the leading 0 or 15 (e.g. '2901421234'). */
  phone: string;
  position: number;
  created_at: CreatedAt;
}

export interface LoginsTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  password_hash: string;
  /** First-entry state: 0 done, 1 email code pending, 2 phone/birth date, 3 password change. */
  entry: number;
  failed_attempts: ColumnType<number, number | undefined, number>;
  locked_until: string | null;
  last_login_at: string | null;
  password_changed_at: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface LoginCustomersTable {
  login_id: number;
  customer_id: number;
}

export interface CustomerServicesTable {
  id: Generated<number>;
  customer_id: number;
  producto: string;
  /** INTERNET, CLICK TV, DIBOX, MULTIPLAY, TELEFONIA... */
  producto_tipo: string;
  plan_id: number | null;
  estado: string;
  created_at: CreatedAt;
}

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
}

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
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PaymentLinkInvoicesTable {
  payment_link_id: string;
  invoice_id: number;
}

export interface DebitRegistrationsTable {
  id: Generated<number>;
  customer_id: number;
  med_cobro_id: number;
  banco_id: number | null;
  /** Cards are never stored whole: first 6 and last 4 digits only. */
  card_bin: string | null;
  card_last4: string | null;
  /** 'YYYY-MM'. */
  card_expiry: string | null;
  cbu: string | null;
  holder_name: string;
  holder_id: string;
  /** active, cancelled. */
  status: string;
  cancelled_at: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface RequestsTable {
  id: Generated<number>;
  /** Human request number sent to the customer (e.g. 'UV-2026-000123'). */
  number: string;
  /** Message type of spec §3 (1 contact ... 13 third-party authorisation). */
  type: number;
  company_code: number;
  customer_id: number | null;
  email: string | null;
  summary: string;
  /** The validated payload as JSON text. */
  payload: string;
  /** received, in_progress, resolved, rejected. */
  status: string;
  assigned_staff_id: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface RequestAttachmentsTable {
  id: Generated<number>;
  request_id: number;
  slot: string;
  original_name: string;
  /** Generated storage key; never the client's file name. */
  storage_key: string;
  content_type: string;
  size_bytes: number;
  created_at: CreatedAt;
}

export interface OneTimeCodesTable {
  id: Generated<number>;
  /** password_reset, first_entry... */
  purpose: string;
  /** Whom the code was sent for: a lower-cased email or a login id. */
  subject: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: string;
  used_at: string | null;
  created_at: CreatedAt;
}

export interface OutboxMailTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** queued, sent, failed. */
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  sent_at: string | null;
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

export interface StaffUsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: string;
  /** admin or agent. */
  role: string;
  active: Flag;
  last_login_at: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON text. */
  details: string | null;
  ip: string | null;
  created_at: CreatedAt;
}

export interface Database {
  customers: CustomersTable;
  customer_phones: CustomerPhonesTable;
  logins: LoginsTable;
  login_customers: LoginCustomersTable;
  customer_services: CustomerServicesTable;
  products: ProductsTable;
  plans: PlansTable;
  invoices: InvoicesTable;
  payment_links: PaymentLinksTable;
  payment_link_invoices: PaymentLinkInvoicesTable;
  debit_registrations: DebitRegistrationsTable;
  requests: RequestsTable;
  request_attachments: RequestAttachmentsTable;
  one_time_codes: OneTimeCodesTable;
  outbox_mail: OutboxMailTable;
  popups: PopupsTable;
  coupons: CouponsTable;
  company_config: CompanyConfigTable;
  banks: BanksTable;
  payment_methods: PaymentMethodsTable;
  card_bins: CardBinsTable;
  staff_users: StaffUsersTable;
  audit_log: AuditLogTable;
}

export type PlanRow = Selectable<PlansTable>;
export type NewCustomer = Insertable<CustomersTable>;
export type CustomerUpdate = Updateable<CustomersTable>;
