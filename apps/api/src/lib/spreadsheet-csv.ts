// CSV files staff open in a spreadsheet set to es-AR: UTF-8 with a BOM (Excel reads the accents), ';' between
// cells (',' is the decimal mark there) and CRLF line ends. Text that came from customers or staff never starts
// a formula there.
import { stringify } from 'csv-stringify/sync';

// OWASP's CSV injection guard: a leading quote makes a spreadsheet read the cell as text, not a formula.
const FORMULA_START = /^[=+\-@\t\r]/;
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function writeSpreadsheetCsv(columns: readonly string[], records: readonly string[][]): string {
  return stringify(
    records.map((cells) => cells.map(neutraliseFormula)),
    { header: true, columns: [...columns], delimiter: ';', record_delimiter: '\r\n', bom: true },
  );
}
