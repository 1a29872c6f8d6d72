// The inbox's filter as CSV (issue #30 §2), for supervisors: read through the desk's own inbox query, written
// for a spreadsheet set to es-AR with text that can never start a formula, and audited before it is sent.
import {
  DESK_QUEUE_LABELS,
  DESK_STATUS_LABELS,
  REQUEST_CLASS_LABELS,
  formatDateTime,
  formatIsoDate,
  type InboxFilter,
  type InboxItem,
} from '@portal/domain';
import { writeSpreadsheetCsv } from '../../lib/spreadsheet-csv.js';
import { ushuaiaDate } from '../../lib/ushuaia-time.js';
import type { AuditLogRepository } from '../staff/index.js';
import type { DeskActor, DeskReads } from './desk-ports.js';
import { allInboxItems } from './inbox-pages.js';

/** Beyond this the export is refused: narrow the filter (a spreadsheet is no place for more). */
export const EXPORT_MAX_ROWS = 20_000;

const COLUMNS = [
  'Número',
  'Tipo',
  'Estado',
  'Cola',
  'Clase',
  'Fecha límite',
  'Vencida',
  'Recibida',
  'Cliente',
  'Nombre',
  'Email',
  'Localidad',
  'Asignada a',
  'Adjuntos',
  'Resumen',
];

function cells(item: InboxItem): string[] {
  return [
    item.number,
    item.typeLabel,
    DESK_STATUS_LABELS[item.status],
    DESK_QUEUE_LABELS[item.queue],
    REQUEST_CLASS_LABELS[item.requestClass],
    formatIsoDate(item.dueDate),
    item.overdue ? 'Sí' : 'No',
    formatDateTime(item.createdAt),
    item.customerNumber === null ? '' : String(item.customerNumber),
    item.name,
    item.email ?? '',
    item.locality ?? '',
    item.assignee?.name ?? '',
    String(item.attachmentCount),
    item.summary,
  ];
}

export class RequestsExportService {
  constructor(
    private readonly reads: DeskReads,
    private readonly audit: AuditLogRepository,
  ) {}

  async export(
    filter: InboxFilter,
    actor: DeskActor,
    now = new Date(),
  ): Promise<{ filename: string; csv: string }> {
    const items = await allInboxItems(
      this.reads,
      filter,
      actor,
      EXPORT_MAX_ROWS,
      (total) => `El filtro abarca ${total} gestiones; la exportación llega a ${EXPORT_MAX_ROWS}. Acotalo.`,
    );
    const csv = writeSpreadsheetCsv(COLUMNS, items.map(cells));
    const { staffUserId, ip, userAgent } = actor;
    await this.audit.record({
      staffUserId,
      ip,
      userAgent,
      action: 'requests.export',
      entity: 'request',
      details: { filter, rows: items.length },
    });
    return { filename: `gestiones-${ushuaiaDate(now)}.csv`, csv };
  }
}
