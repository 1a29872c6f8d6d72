// Reading the audit log (issue #30 §1): filters by member, action, object and Ushuaia days, newest first, with
// server-side paging; the CSV export reads the same filters in one capped pass.
import type { AuditQuery } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface AuditRecord {
  id: number;
  createdAt: string;
  staffUserId: number | null;
  staffName: string | null;
  staffEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  details: string | null;
  before: string | null;
  after: string | null;
  ip: string | null;
  userAgent: string | null;
}

export type AuditFilters = Omit<AuditQuery, 'pagina' | 'porPagina'>;

// Argentina keeps UTC-3 all year (no daylight saving since 2009): a Ushuaia day starts at 03:00 UTC.
const dayStartUtc = (day: string) => `${day}T03:00:00.000Z`;
const nextDayStartUtc = (day: string) => {
  const next = new Date(`${day}T03:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
};

export class AuditLogReader {
  constructor(private readonly db: Kysely<Database>) {}

  private filtered(filters: AuditFilters) {
    let query = this.db
      .selectFrom('audit_log')
      .leftJoin('staff_users', 'staff_users.id', 'audit_log.staff_user_id');
    if (filters.miembro !== undefined) query = query.where('audit_log.staff_user_id', '=', filters.miembro);
    if (filters.accion) query = query.where('audit_log.action', '=', filters.accion);
    if (filters.entidad) query = query.where('audit_log.entity', '=', filters.entidad);
    if (filters.objeto) query = query.where('audit_log.entity_id', '=', filters.objeto);
    if (filters.desde) query = query.where('audit_log.created_at', '>=', dayStartUtc(filters.desde));
    if (filters.hasta) query = query.where('audit_log.created_at', '<', nextDayStartUtc(filters.hasta));
    return query;
  }

  async count(filters: AuditFilters): Promise<number> {
    const row = await this.filtered(filters)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  async list(filters: AuditFilters, limit: number, offset: number): Promise<AuditRecord[]> {
    const rows = await this.filtered(filters)
      .select([
        'audit_log.id',
        'audit_log.created_at',
        'audit_log.staff_user_id',
        'staff_users.name as staff_name',
        'staff_users.email as staff_email',
        'audit_log.action',
        'audit_log.entity',
        'audit_log.entity_id',
        'audit_log.details',
        'audit_log.before_state',
        'audit_log.after_state',
        'audit_log.ip',
        'audit_log.user_agent',
      ])
      .orderBy('audit_log.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      staffUserId: row.staff_user_id,
      staffName: row.staff_name,
      staffEmail: row.staff_email,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      details: row.details,
      before: row.before_state,
      after: row.after_state,
      ip: row.ip,
      userAgent: row.user_agent,
    }));
  }
}
