// The audit log of staff actions (design §6, issue #30 §1): who did what to which object, its state before and
// after, from which address and browser. Append-only (the database refuses edits, migration 0025); a change
// passes its own transaction so the entry commits or rolls back with it.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface AuditEntry {
  /** Null for an operator's command (npm run staff:create-admin), which no member runs. */
  staffUserId: number | null;
  /** e.g. 'debit.export', 'request.status'. */
  action: string;
  entity: string;
  entityId?: string;
  details?: Record<string, unknown>;
  /** The object's state before and after the change, as the member would read it. */
  before?: unknown;
  after?: unknown;
  ip: string;
  userAgent?: string;
}

/** Who does a change and from where: what every audited service call takes from the request. */
export interface AuditActor {
  staffUserId: number;
  ip: string;
  userAgent?: string;
}

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

export class AuditLogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Writes one entry, inside `executor` when the change it records runs in a transaction. */
  async record(entry: AuditEntry, executor: Kysely<Database> = this.db): Promise<void> {
    await executor
      .insertInto('audit_log')
      .values({
        staff_user_id: entry.staffUserId,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId ?? null,
        details: json(entry.details),
        before_state: json(entry.before),
        after_state: json(entry.after),
        ip: entry.ip,
        user_agent: entry.userAgent ?? null,
      })
      .execute();
  }
}
