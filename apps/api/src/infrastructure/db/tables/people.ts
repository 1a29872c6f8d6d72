// Table types: Customers, their phones and services, logins and staff. Conventions in ../schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Flag } from './common.js';

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
  /** The billing system's payment condition ('' when none); PAGADOS: the two oldest open invoices go together. */
  condicion_de_pago: ColumnType<string, string | undefined, string>;
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

/** One changed contact field (issue #11); login email changes are recorded per customer of the login. */
export interface CustomerContactHistoryTable {
  id: Generated<number>;
  customer_id: number | null;
  /** Who changed it; null once that login is deleted. */
  login_id: number | null;
  /** 'phone', 'fecha_nac', 'email2' or 'login_email'. */
  field: string;
  old_value: string | null;
  new_value: string | null;
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
  /** Bumped by every password change or reset: session tokens of an older version are refused (ADR 0036). */
  token_version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** How a login reaches a customer record (spec §6): its holder, or a person the holder authorised. */
export type CustomerRelation = 'holder' | 'authorised';

export interface LoginCustomersTable {
  login_id: number;
  customer_id: number;
  /** Migration 0020; holder-only formalities (types 10 to 13) need 'holder'. */
  relation: ColumnType<CustomerRelation, CustomerRelation | undefined, CustomerRelation>;
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

export interface StaffUsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: string;
  /** agente, supervisor or admin (staffRoles in the domain). */
  role: string;
  /** The desk queues the member works, comma-separated (DESK_QUEUES); an agente sees only these. */
  queues: ColumnType<string, string | undefined, string>;
  active: Flag;
  last_login_at: string | null;
  /** The TOTP secret sealed with the staff secret key (ADR 0092); null until enrolled or after a reset. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last TOTP time step accepted: a code of that step or an earlier one is refused. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  totp_enrolled_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_user_id: number;
  /** HMAC-SHA256 of the normalised code under a key derived from SESSION_SECRET; never the code. */
  code_hash: string;
  used_at: string | null;
  created_at: CreatedAt;
}

export interface StaffSessionsTable {
  /** Random id, the signed staff token's `sid` claim. */
  id: string;
  staff_user_id: number;
  /** Moved forward at most once a minute by the member's calls; 30 minutes behind now means ended. */
  last_seen_at: string;
  ended_at: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}
