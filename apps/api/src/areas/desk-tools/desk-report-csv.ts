// The monthly report as CSV for a spreadsheet set to es-AR (lib/spreadsheet-csv.ts), ',' as the decimal mark.
import { REQUEST_CLASS_LABELS, REQUEST_CLASSES, type DeskReport, type ReportRow } from '@portal/domain';
import { writeSpreadsheetCsv } from '../../lib/spreadsheet-csv.js';

const COLUMNS = [
  'Mes',
  'Grupo',
  'Nombre',
  'Gestiones',
  ...REQUEST_CLASSES.map((c) => `Clase ${REQUEST_CLASS_LABELS[c]}`),
  'Con resultado',
  'A tiempo',
  'Porcentaje a tiempo',
  'Mediana primera respuesta (horas corridas)',
  'Mediana resolución (horas corridas)',
];

const decimal = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

function cells(month: string, group: string, row: ReportRow): string[] {
  return [
    month,
    group,
    row.label,
    String(row.total),
    ...REQUEST_CLASSES.map((c) => String(row.byClass[c])),
    String(row.decided),
    String(row.onTime),
    decimal(row.onTimeShare === null ? null : Math.round(row.onTimeShare * 1000) / 10),
    decimal(row.medianFirstAnswerHours),
    decimal(row.medianResolutionHours),
  ];
}

export function writeDeskReportCsv(report: DeskReport): string {
  const records = [
    cells(report.month, 'Total', report.total),
    ...report.queues.map((row) => cells(report.month, 'Cola', row)),
    ...report.members.map((row) => cells(report.month, 'Miembro', row)),
  ];
  return writeSpreadsheetCsv(COLUMNS, records);
}
