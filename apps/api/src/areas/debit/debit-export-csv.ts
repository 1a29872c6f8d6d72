// The CSV the card processor and the bank receive (docs/automatic-debit.md): UTF-8 with a BOM, ';' between
// cells and CRLF line ends, as spreadsheets set to es-AR read it (',' is their decimal mark). Staff open it in
// a spreadsheet before uploading it, so text the customer typed never starts a formula there.
import { DEBIT_COMPANY_ID } from '@portal/domain';
import { writeSpreadsheetCsv } from '../../lib/spreadsheet-csv.js';
import { ushuaiaDate } from '../../lib/ushuaia-time.js';
import type { ActiveDebitRow } from './debit-export-repository.js';

/** Who and how, in both files; the spec's field names where it has one. */
const REGISTRATION_COLUMNS = [
  'empresaId',
  'clienteNro',
  'medCobroId',
  'medCobroNombre',
  'clienteDebBanco',
  'bancoNombre',
  'clienteDebTitular',
  'clienteDebCI',
] as const;

export const CARD_EXPORT_COLUMNS = [
  ...REGISTRATION_COLUMNS,
  'clienteDebNro',
  'clienteDebVto',
  'fechaAlta',
] as const;

export const CBU_EXPORT_COLUMNS = [...REGISTRATION_COLUMNS, 'clienteCBU', 'fechaAlta'] as const;

/** A registration with its number opened, ready to be written. */
export interface OpenedDebitRow extends ActiveDebitRow {
  number: string;
}

/** 'YYYY-MM' -> 'MM/YYYY'. */
function expiry(value: string | null): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  return match ? `${match[2]}/${match[1]}` : '';
}

/** An instant as the Ushuaia calendar day 'DD/MM/YYYY'. */
function altaDate(instant: string): string {
  const [year, month, day] = ushuaiaDate(new Date(instant)).split('-');
  return `${day}/${month}/${year}`;
}

function commonCells(row: OpenedDebitRow): string[] {
  return [
    String(DEBIT_COMPANY_ID),
    String(row.cliente),
    String(row.medCobroId),
    row.medCobroNombre,
    row.bancoId === null ? '' : String(row.bancoId),
    row.bancoNombre ?? '',
    row.holderName,
    row.holderId,
  ];
}

export function writeCardExport(rows: readonly OpenedDebitRow[]): string {
  return writeSpreadsheetCsv(
    CARD_EXPORT_COLUMNS,
    rows.map((row) => [...commonCells(row), row.number, expiry(row.cardExpiry), altaDate(row.createdAt)]),
  );
}

export function writeCbuExport(rows: readonly OpenedDebitRow[]): string {
  return writeSpreadsheetCsv(
    CBU_EXPORT_COLUMNS,
    rows.map((row) => [...commonCells(row), row.number, altaDate(row.createdAt)]),
  );
}
