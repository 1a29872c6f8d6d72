// Table types: Requests and attachments, one-time codes, the mail outbox and the audit log. Conventions in ../schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './common.js';

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

/** Attachment bytes a login stored on one local day (migration 0009): what the daily upload cap counts. */
export interface UploadUsageTable {
  login_id: number;
  /** 'YYYY-MM-DD' in America/Argentina/Ushuaia. */
  day: string;
  used_bytes: number;
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
  /** queued (the SMTP relay delivers it), sent (or kept in the outbox transport), failed (gave up). */
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  sent_at: string | null;
  /** When a queued mail is next due (or leased by a relay until then); null once sent or failed. */
  next_attempt_at: string | null;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON text. */
  details: string | null;
  /** JSON text of the object before and after the change (migration 0025); null where there is none. */
  before_state: string | null;
  after_state: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}
