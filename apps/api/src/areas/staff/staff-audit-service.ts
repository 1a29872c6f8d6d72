// The audit log for admins (issue #30 §1): a page of entries with their states parsed back from JSON, and the
// same filters as a CSV file (capped, so one click cannot make the server build an unbounded file).
import type { AuditEntryView, AuditPage, AuditQuery } from '@portal/domain';
import type { AuditFilters, AuditLogReader, AuditRecord } from './audit-log-reader.js';
import { writeAuditCsv } from './audit-csv.js';
import type { AuditActor, AuditLogRepository } from './audit-log-repository.js';

export const AUDIT_EXPORT_MAX_ROWS = 50_000;

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Entries written before the JSON columns held JSON: shown as the text they are.
    return text;
  }
}

function toView(record: AuditRecord): AuditEntryView {
  return {
    ...record,
    details: parsed(record.details),
    before: parsed(record.before),
    after: parsed(record.after),
  };
}

function filtersOf(query: AuditQuery): AuditFilters {
  const { pagina: _page, porPagina: _size, ...filters } = query;
  return filters;
}

export class StaffAuditService {
  constructor(
    private readonly reader: AuditLogReader,
    private readonly audit: AuditLogRepository,
  ) {}

  async page(query: AuditQuery): Promise<AuditPage> {
    const filters = filtersOf(query);
    const [total, records] = await Promise.all([
      this.reader.count(filters),
      this.reader.list(filters, query.porPagina, (query.pagina - 1) * query.porPagina),
    ]);
    return { items: records.map(toView), total, page: query.pagina, pageSize: query.porPagina };
  }

  /** The export itself is an entry: who took a copy of the log, with which filters and how many rows. */
  async exportCsv(actor: AuditActor, query: AuditQuery): Promise<{ filename: string; body: string }> {
    const filters = filtersOf(query);
    const records = await this.reader.list(filters, AUDIT_EXPORT_MAX_ROWS, 0);
    await this.audit.record({
      ...actor,
      action: 'audit.export',
      entity: 'audit_log',
      details: { filtros: filters, filas: records.length },
    });
    const day = new Date().toISOString().slice(0, 10);
    return { filename: `auditoria-${day}.csv`, body: writeAuditCsv(records.map(toView)) };
  }
}
