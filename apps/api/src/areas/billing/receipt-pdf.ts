// The receipt (recibo) of a payment applied through the portal: who paid, how much, when, through which
// gateway and which invoices it cancelled. Not a fiscal voucher: the invoices are.
import { formatDateTime, formatPesos } from '@portal/domain';
import type { FiscalIssuer } from './invoice-issuer.js';
import {
  CONTENT_WIDTH,
  PAGE_MARGIN,
  drawCustomer,
  drawIssuer,
  drawRule,
  drawTable,
  drawTitle,
  drawTotals,
  renderPdf,
} from './pdf-layout.js';

export interface ReceiptDocument {
  issuer: FiscalIssuer;
  /** 'R-00000042'. */
  number: string;
  customer: { clientenro: number; name: string; document: string };
  /** ISO-8601 instant the gateway approved the payment. */
  approvedAt: string;
  gatewayLabel: string;
  gatewayPaymentId: string;
  amountCents: number;
  /** Null while the payment stands; the Spanish state otherwise ('Devuelto', 'Contracargo'). */
  reversal: { label: string; at: string } | null;
  invoices: ReadonlyArray<{ voucher: string; amountCents: number }>;
}

export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  return renderPdf(`Recibo ${receipt.number}`, receipt.issuer.razon_social, (doc) => {
    drawIssuer(doc, receipt.issuer, PAGE_MARGIN);
    drawTitle(doc, 'RECIBO DE PAGO', [
      ['Número', receipt.number],
      ['Fecha del pago', formatDateTime(receipt.approvedAt)],
    ]);
    drawCustomer(doc, [
      ['Cliente N°', String(receipt.customer.clientenro)],
      ['Nombre', receipt.customer.name],
      ['Documento', receipt.customer.document],
      ['Medio de pago', receipt.gatewayLabel],
      ['Operación', receipt.gatewayPaymentId],
    ]);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Recibimos ${formatPesos(receipt.amountCents)} en pago de:`, PAGE_MARGIN, doc.y);
    doc.y += 6;
    drawRule(doc, doc.y);
    drawTable(
      doc,
      [
        { header: 'Factura', width: 315 },
        { header: 'Importe aplicado', width: 200, align: 'right' },
      ],
      receipt.invoices.map((invoice) => [invoice.voucher, formatPesos(invoice.amountCents)]),
    );
    drawTotals(doc, [['Total', formatPesos(receipt.amountCents)]], 200);
    if (receipt.reversal) {
      doc.moveDown(1);
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor('#a00000')
        .text(
          `${receipt.reversal.label} el ${formatDateTime(receipt.reversal.at)}: este pago ya no cancela las facturas.`,
          PAGE_MARGIN,
          doc.y,
          { width: CONTENT_WIDTH },
        )
        .fillColor('black');
    }
  });
}
