// Table types: Requests and attachments, one-time codes, the mail outbox and the audit log. Conventions in ../schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Flag } from './common.js';

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
  /** DESK_STATUSES: received, in_progress, waiting_customer, resolved, rejected, spam. */
  status: string;
  assigned_staff_id: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Desk fields (migration 0027). DESK_QUEUES. */
  queue: string;
  /** REQUEST_CLASSES: falla, facturacion, otros. */
  request_class: string;
  /** Legal due date 'YYYY-MM-DD' (Ushuaia), from the class (legal-clock.ts). */
  due_date: string;
  /** Optimistic lock: every desk change sets version = version + 1 where version = the one read. */
  version: ColumnType<number, number | undefined, number>;
  /** 1 until the request is closed (resolved, rejected, spam). */
  is_open: ColumnType<Flag, Flag | undefined, Flag>;
  first_answer_at: ColumnType<string | null, string | null | undefined, string | null>;
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
  merged_into_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The customer's name from the record, else the name written in the form. */
  customer_name: string;
  locality: string | null;
  /** Lower-cased, accent-free text the inbox searches (desk-fields.ts). */
  search_text: string;
  /** The incident in force in the locality when a fault claim was filed (migration 0034). */
  incident_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The desk's thread of a request (migration 0027): replies, notes, the customer's answers and changes. */
export interface RequestThreadTable {
  id: Generated<number>;
  request_id: number;
  /** respuesta, nota, cliente, estado, asignacion, fusion. */
  kind: string;
  /** The member who wrote or changed it; null for the customer or the system. */
  author_staff_id: number | null;
  /** The message; '' for a change (always given: a multi-row insert on SQLite would write null). */
  text: string;
  /** What a change moved from and to (status values, member ids, request numbers). */
  from_value: string | null;
  to_value: string | null;
  created_at: CreatedAt;
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
  /** The customer's answer the file came with (migration 0027); null for the files sent with the request. */
  thread_entry_id: ColumnType<number | null, number | null | undefined, number | null>;
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
