// The account statement as a PDF: the same entries and running balance as the JSON answer, one table.
import { formatDateTime, formatIsoDate, formatPesos, type AccountStatement } from '@portal/domain';
import type { FiscalIssuer } from './invoice-issuer.js';
import {
  PAGE_MARGIN,
  drawCustomer,
  drawIssuer,
  drawRule,
  drawTable,
  drawTitle,
  drawTotals,
  renderPdf,
} from './pdf-layout.js';

export interface StatementDocument {
  issuer: FiscalIssuer;
  customer: { name: string; document: string; address: string };
  statement: AccountStatement;
}

const pesosOrBlank = (cents: number): string => (cents === 0 ? '' : formatPesos(cents));

export async function renderStatementPdf({
  issuer,
  customer,
  statement,
}: StatementDocument): Promise<Buffer> {
  return renderPdf(`Estado de cuenta ${statement.clientenro}`, issuer.razon_social, (doc) => {
    drawIssuer(doc, issuer, PAGE_MARGIN);
    drawTitle(doc, 'ESTADO DE CUENTA', [['Emitido', formatDateTime(statement.generated_at)]]);
    drawCustomer(doc, [
      ['Cliente N°', String(statement.clientenro)],
      ['Nombre', customer.name],
      ['Documento', customer.document],
      ['Domicilio', customer.address],
    ]);
    drawRule(doc, doc.y);
    drawTable(
      doc,
      [
        { header: 'Fecha', width: 60 },
        { header: 'Concepto', width: 215 },
        { header: 'Debe', width: 80, align: 'right' },
        { header: 'Haber', width: 80, align: 'right' },
        { header: 'Saldo', width: 80, align: 'right' },
      ],
      statement.entries.map((entry) => [
        formatIsoDate(entry.date),
        entry.description,
        pesosOrBlank(entry.debit_cents),
        pesosOrBlank(entry.credit_cents),
        formatPesos(entry.balance_cents),
      ]),
    );
    drawTotals(
      doc,
      [
        ['Total facturado', formatPesos(statement.total_debit_cents)],
        ['Total pagado', formatPesos(statement.total_credit_cents)],
        ['Saldo', formatPesos(statement.balance_cents)],
      ],
      220,
    );
  });
}
