// The audit log of staff actions (design §6): who did what to which entity, from which address.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface AuditEntry {
  staffUserId: number;
  /** e.g. 'debit.export'. */
  action: string;
  entity: string;
  entityId?: string;
  details: Record<string, unknown>;
  ip: string;
}

export class AuditLogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        staff_user_id: entry.staffUserId,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId ?? null,
        details: JSON.stringify(entry.details),
        ip: entry.ip,
      })
      .execute();
  }
}
