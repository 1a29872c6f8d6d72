// The billing system's CSV files (docs/billing.md): one line per invoice item, the invoice's columns repeated
// on each of its lines (an invoice without items is one line with empty item columns), and the payments
// export. Reading turns lines into the same row objects the JSON import takes, so one schema validates both.
import { billingMessages } from '@portal/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../lib/app-error.js';
import type { AppliedPaymentLine } from './billing-payments-repository.js';

export const INVOICE_COLUMNS = [
  'clientenro',
  'facturaid',
  'estado',
  'emitida',
  'vencimiento',
  'importe',
  'importe_saldo',
  'periodo',
  'tipo_cmp',
  'pto_vta',
  'nro_cmp',
  'cae',
  'cae_vencimiento',
  'moneda',
] as const;
export const ITEM_COLUMNS = ['item_descripcion', 'item_cantidad', 'item_precio_unitario'] as const;
const REQUIRED_COLUMNS = ['clientenro', 'facturaid'] as const;

export const PAYMENT_COLUMNS = [
  'gateway',
  'gateway_payment_id',
  'clientenro',
  'facturaid',
  'importe',
  'moneda',
  'approved_at',
  'status',
  'reversed_at',
] as const;

/** One invoice read from the file: its first line's number and the row object (or why it cannot be one). */
export interface CsvInvoiceRow {
  row: number;
  value: Record<string, unknown>;
  errors?: Record<string, string>;
}

type Line = Record<string, string>;

function invoiceColumnsOf(line: Line): Record<string, string> {
  return Object.fromEntries(INVOICE_COLUMNS.map((column) => [column, line[column] ?? '']));
}

function itemOf(line: Line): Record<string, string> | null {
  const [descripcion = '', cantidad = '', precio = ''] = ITEM_COLUMNS.map((column) => line[column] ?? '');
  if (descripcion === '' && cantidad === '' && precio === '') return null;
  return { descripcion, cantidad, precio_unitario: precio };
}

/** Encodings billing systems export in: UTF-8, or Windows-1252 from spreadsheet tools (design §3). */
const CHARSETS: Record<string, string> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
  'iso-8859-1': 'windows-1252',
  latin1: 'windows-1252',
};

/**
 * The file's text. A declared charset is used (an unknown one is refused, 415); without one, UTF-8 when the bytes
 * are valid UTF-8, Windows-1252 otherwise (where every byte is a character, so nothing is lost).
 */
export function decodeCsv(bytes: Uint8Array, charset?: string): string {
  if (charset !== undefined) {
    const encoding = CHARSETS[charset.trim().toLowerCase()];
    if (!encoding) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    return new TextDecoder(encoding).decode(bytes);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Parses an import file; a file that is not CSV with the required header is refused as a whole (400). */
export function readInvoiceCsv(text: string): CsvInvoiceRow[] {
  let records: Array<{ record: Line; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      delimiter: [',', ';'],
      trim: true,
      skip_empty_lines: true,
      info: true,
    });
  } catch (error) {
    throw new AppError('BILLING_CSV_INVALID', { cause: error });
  }
  const header = records[0] ? Object.keys(records[0].record) : [];
  if (!REQUIRED_COLUMNS.every((column) => header.includes(column))) throw new AppError('BILLING_CSV_INVALID');

  // Lines of one invoice gather under its facturaid, in the order invoices first appear.
  const invoices = new Map<string, CsvInvoiceRow>();
  const rows: CsvInvoiceRow[] = [];
  for (const { record, info } of records) {
    const key = record.facturaid ?? '';
    const item = itemOf(record);
    const existing = key === '' ? undefined : invoices.get(key);
    if (!existing) {
      const row: CsvInvoiceRow = {
        row: info.lines,
        value: { ...invoiceColumnsOf(record), items: item ? [item] : [] },
      };
      rows.push(row);
      if (key !== '') invoices.set(key, row);
      continue;
    }
    const first = invoiceColumnsOf(record);
    const differs = INVOICE_COLUMNS.find((column) => existing.value[column] !== first[column]);
    if (differs) existing.errors ??= { [differs]: billingMessages.billingCsvLinesDiffer };
    if (item) (existing.value.items as unknown[]).push(item);
  }
  return rows;
}

/** Integer cents as '21500.55', exact (no float formatting). */
export function centsToDecimalText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function writePaymentsCsv(lines: readonly AppliedPaymentLine[]): string {
  return stringify(
    lines.map((line) => [
      line.gateway,
      line.gateway_payment_id,
      line.clientenro,
      line.facturaid,
      centsToDecimalText(line.amount_cents),
      line.currency,
      line.approved_at,
      line.status,
      line.reversed_at ?? '',
    ]),
    { header: true, columns: [...PAYMENT_COLUMNS], record_delimiter: '\r\n' },
  );
}
