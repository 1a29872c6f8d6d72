// The audit log as CSV for admins: one line per entry, the JSON states as text, Ushuaia local time next to
// the UTC instant, and every cell guarded against formula injection (a user agent or a name is free text).
import type { AuditEntryView } from '@portal/domain';
import { stringify } from 'csv-stringify/sync';

export const AUDIT_CSV_COLUMNS = [
  'id',
  'fecha_utc',
  'fecha_ushuaia',
  'miembro_id',
  'miembro',
  'email',
  'accion',
  'entidad',
  'objeto',
  'detalle',
  'antes',
  'despues',
  'ip',
  'navegador',
] as const;

// OWASP's CSV injection guard: a leading quote makes a spreadsheet read the cell as text, not a formula.
const FORMULA_START = /^[=+\-@\t\r]/;
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

const ushuaia = new Intl.DateTimeFormat('es-AR', {
  timeZone: 'America/Argentina/Ushuaia',
  dateStyle: 'short',
  timeStyle: 'medium',
});

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export function writeAuditCsv(entries: readonly AuditEntryView[]): string {
  const records = entries.map((entry) =>
    [
      String(entry.id),
      entry.createdAt,
      ushuaia.format(new Date(entry.createdAt)),
      entry.staffUserId === null ? '' : String(entry.staffUserId),
      entry.staffName ?? '',
      entry.staffEmail ?? '',
      entry.action,
      entry.entity,
      entry.entityId ?? '',
      json(entry.details),
      json(entry.before),
      json(entry.after),
      entry.ip ?? '',
      entry.userAgent ?? '',
    ].map(neutraliseFormula),
  );
  return stringify(records, {
    header: true,
    columns: [...AUDIT_CSV_COLUMNS],
    record_delimiter: '\r\n',
    bom: true,
  });
}
