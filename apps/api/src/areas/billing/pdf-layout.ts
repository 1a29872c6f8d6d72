// Shared layout of the portal's PDF documents (invoice, receipt, account statement): A4, pdfkit's built-in
// Helvetica (no font is read from the network or the system), the issuer block on top and simple tables.
import PDFDocument from 'pdfkit';
import { formatIsoDate } from '@portal/domain';
import type { FiscalIssuer } from './invoice-issuer.js';

export type Pdf = PDFKit.PDFDocument;

export const PAGE_MARGIN = 40;
/** A4 width (595.28 pt) minus both margins. */
export const CONTENT_WIDTH = 515;
const GREY = '#555555';
const RULE = '#bbbbbb';

/** Draws a document and collects its bytes. */
export async function renderPdf(title: string, author: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: title, Author: author, Producer: author },
    lang: 'es-AR',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.font('Helvetica').fontSize(9).fillColor('black');
  draw(doc);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

export function formatCuit(cuit: string): string {
  return `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`;
}

/** The issuer's name and fiscal data on the left half of the page, from `top`. */
export function drawIssuer(doc: Pdf, issuer: FiscalIssuer, top: number): void {
  doc.font('Helvetica-Bold').fontSize(12).text(issuer.razon_social, PAGE_MARGIN, top, { width: 230 });
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
  doc.text(issuer.domicilio, { width: 230 });
  doc.text(`Condición frente al IVA: ${issuer.condicion_iva}`);
  doc.text(`CUIT: ${formatCuit(issuer.cuit)}`);
  doc.text(`Ingresos Brutos: ${issuer.iibb}`);
  doc.text(`Inicio de actividades: ${formatIsoDate(issuer.inicio_actividades)}`);
  doc.fillColor('black');
}

/** Label and value pairs, one per line, in a column starting at `x`. */
export function drawPairs(doc: Pdf, pairs: ReadonlyArray<[string, string]>, x: number, top: number): void {
  doc.fontSize(9);
  let y = top;
  for (const [label, value] of pairs) {
    doc.font('Helvetica-Bold').text(`${label}: `, x, y, { continued: true });
    doc.font('Helvetica').text(value);
    y = doc.y + 1;
  }
}

/** The document's title and its own pairs on the right half of the page; returns that half's left edge. */
export function drawTitle(doc: Pdf, title: string, pairs: ReadonlyArray<[string, string]>): number {
  const right = PAGE_MARGIN + CONTENT_WIDTH / 2 + 40;
  doc.font('Helvetica-Bold').fontSize(14).text(title, right, PAGE_MARGIN);
  drawPairs(doc, pairs, right, PAGE_MARGIN + 20);
  return right;
}

/** The customer's pairs under the rule that closes the heading; `doc.y` ends a little below them. */
export function drawCustomer(doc: Pdf, pairs: ReadonlyArray<[string, string]>): void {
  drawRule(doc, 140);
  drawPairs(doc, pairs, PAGE_MARGIN, 150);
  doc.y += 10;
}

/** Totals right-aligned in a column `width` wide, just below the table. */
export function drawTotals(doc: Pdf, pairs: ReadonlyArray<[string, string]>, width: number): void {
  doc.y += 8;
  drawPairs(doc, pairs, PAGE_MARGIN + CONTENT_WIDTH - width, doc.y);
}

export function drawRule(doc: Pdf, y: number): void {
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A table with a bold header row; adds pages as rows run out of room. `doc.y` ends below the last row. */
export function drawTable(
  doc: Pdf,
  columns: readonly Column[],
  rows: ReadonlyArray<readonly string[]>,
): void {
  const bottom = doc.page.height - PAGE_MARGIN - 40;
  const drawRow = (cells: readonly string[], bold: boolean): void => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const top = doc.y;
    let x = PAGE_MARGIN;
    let height = 0;
    columns.forEach((column, index) => {
      const text = cells[index] ?? '';
      const options = { width: column.width - 6, align: column.align ?? 'left' } as const;
      doc.text(text, x + 3, top + 3, options);
      height = Math.max(height, doc.heightOfString(text, options));
      x += column.width;
    });
    doc.y = top + height + 6;
    drawRule(doc, doc.y);
  };
  drawRow(
    columns.map((c) => c.header),
    true,
  );
  for (const row of rows) {
    if (doc.y > bottom) {
      doc.addPage();
      drawRow(
        columns.map((c) => c.header),
        true,
      );
    }
    drawRow(row, false);
  }
}
