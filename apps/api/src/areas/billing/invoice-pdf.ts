// The fiscal PDF of an invoice (RG 1415 layout essentials and RG 4892 QR): issuer, voucher letter and code,
// point of sale and number, customer, items, totals with IVA 0 and the Tierra del Fuego exemption legend, the
// CAE with its due date and the ARCA QR.
import { formatIsoDate, formatPesos, formatVoucherNumber, voucherType } from '@portal/domain';
import QRCode from 'qrcode';
import type { FiscalIssuer } from './invoice-issuer.js';
import {
  CONTENT_WIDTH,
  PAGE_MARGIN,
  drawCustomer,
  drawIssuer,
  drawPairs,
  drawRule,
  drawTable,
  drawTitle,
  drawTotals,
  renderPdf,
  type Pdf,
} from './pdf-layout.js';

const EXEMPTION_LEGEND = 'Operación exenta – Ley 19.640';

export interface InvoiceDocument {
  issuer: FiscalIssuer;
  /** 'Factura B 0003-00012103' (fiscalInvoiceNumber): the document's title, as screens and mails name it. */
  numeroFiscal: string;
  tipoCmp: number;
  ptoVta: number;
  nroCmp: number;
  emitida: string;
  vencimiento: string;
  periodo: string | null;
  customer: { clientenro: number; name: string; document: string; address: string };
  items: ReadonlyArray<{ descripcion: string; cantidad: number; precioCents: number; importeCents: number }>;
  totalCents: number;
  cae: string;
  caeVencimiento: string;
  /** The ARCA QR URL (packages/domain rules/arca-qr.ts). */
  qrUrl: string;
  /** Cancelled by the billing system with a credit note: the copy says so, so nobody pays it. */
  annulled: boolean;
}

const ANNULLED_MARK = 'COMPROBANTE ANULADO';

/** The QR as a PNG: ARCA asks for a code readable from paper, so a quiet zone and medium error correction. */
export async function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 2, scale: 4 });
}

function drawVoucherBox(doc: Pdf, tipoCmp: number): void {
  const type = voucherType(tipoCmp);
  const x = PAGE_MARGIN + CONTENT_WIDTH / 2 - 22;
  doc.rect(x, PAGE_MARGIN, 44, 44).lineWidth(1).strokeColor('black').stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .text(type.letter, x, PAGE_MARGIN + 6, { width: 44, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(`Cód. ${String(tipoCmp).padStart(2, '0')}`, x, PAGE_MARGIN + 33, { width: 44, align: 'center' });
}

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const qr = await qrPng(invoice.qrUrl);
  const type = voucherType(invoice.tipoCmp);
  const number = formatVoucherNumber(invoice.ptoVta, invoice.nroCmp);
  return renderPdf(invoice.numeroFiscal, invoice.issuer.razon_social, (doc) => {
    drawIssuer(doc, invoice.issuer, PAGE_MARGIN);
    drawVoucherBox(doc, invoice.tipoCmp);
    const right = drawTitle(doc, type.name.toUpperCase(), [
      ['Punto de venta y número', number],
      ['Fecha de emisión', formatIsoDate(invoice.emitida)],
      ['Vencimiento', formatIsoDate(invoice.vencimiento)],
      ...(invoice.periodo ? ([['Período', invoice.periodo]] as Array<[string, string]>) : []),
    ]);
    if (invoice.annulled) {
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .fillColor('#a00000')
        .text(ANNULLED_MARK, right, doc.y + 6);
      doc.fillColor('black');
    }
    drawCustomer(doc, [
      ['Cliente N°', String(invoice.customer.clientenro)],
      ['Nombre', invoice.customer.name],
      ['Documento', invoice.customer.document],
      ['Domicilio', invoice.customer.address],
      ['Condición frente al IVA', 'Consumidor Final'],
    ]);
    drawRule(doc, doc.y);
    drawTable(
      doc,
      [
        { header: 'Descripción', width: 275 },
        { header: 'Cant.', width: 50, align: 'right' },
        { header: 'Precio unitario', width: 95, align: 'right' },
        { header: 'Importe', width: 95, align: 'right' },
      ],
      invoice.items.map((item) => [
        item.descripcion,
        String(item.cantidad),
        formatPesos(item.precioCents),
        formatPesos(item.importeCents),
      ]),
    );
    drawTotals(
      doc,
      [
        ['Subtotal', formatPesos(invoice.totalCents)],
        ['IVA 0 % (exento)', formatPesos(0)],
        ['Total', formatPesos(invoice.totalCents)],
      ],
      220,
    );
    doc.moveDown(0.5);
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(EXEMPTION_LEGEND, PAGE_MARGIN, doc.y, { width: CONTENT_WIDTH });
    const footer = Math.max(doc.y + 20, 640);
    drawRule(doc, footer - 8);
    doc.image(qr, PAGE_MARGIN, footer, { width: 100, height: 100 });
    drawPairs(
      doc,
      [
        ['CAE N°', invoice.cae],
        ['Vencimiento del CAE', formatIsoDate(invoice.caeVencimiento)],
      ],
      PAGE_MARGIN + 120,
      footer + 20,
    );
    doc
      .font('Helvetica')
      .fontSize(8)
      .text('Comprobante autorizado por ARCA.', PAGE_MARGIN + 120, doc.y + 4);
  });
}
