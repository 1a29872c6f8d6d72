// Invoices of Mi cuenta (issue #13 §1): the list with what is owed and the payment condition, and each
// invoice's fiscal PDF with the ARCA QR. The route has already checked that the session owns the number.
import {
  arcaQrUrl,
  centsToPesos,
  documentFileNames,
  fiscalInvoiceNumber,
  type AccountInvoice,
  type AccountInvoices,
} from '@portal/domain';
import { renderInvoicePdf } from './invoice-pdf.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import type { AccountOverviewRepository } from '../account/index.js';
import type { CustomerRow, CustomersRepository } from '../auth/index.js';
import type { InvoiceRow, InvoicesRepository } from './invoices-repository.js';
import type { PaymentLinksRepository } from '../payments/index.js';
import { documentCustomer } from './document-parties.js';
import type { InvoiceIssuer } from './invoice-issuer.js';

export interface PdfFile {
  filename: string;
  bytes: Buffer;
}

const SERVICES_LINE = 'Servicios del período';

type FiscalInvoice = InvoiceRow & {
  tipo_cmp: number;
  pto_vta: number;
  nro_cmp: number;
  cae: string;
  cae_vencimiento: string;
};

/** Only an invoice with its whole ARCA authorisation can be printed as a fiscal voucher. */
function hasFiscalData(row: InvoiceRow): row is FiscalInvoice {
  return (
    row.tipo_cmp !== null &&
    row.pto_vta !== null &&
    row.nro_cmp !== null &&
    row.cae !== null &&
    /^\d{14}$/.test(row.cae) &&
    row.cae_vencimiento !== null
  );
}

function toAccountInvoice(cliente: number, row: InvoiceRow, inProcessLink?: string): AccountInvoice {
  return {
    facturaid: row.facturaid,
    numero_fiscal: fiscalInvoiceNumber(row),
    clientenro: cliente,
    estado: row.estado as AccountInvoice['estado'],
    emitida: row.emitida,
    vencimiento: row.vencimiento,
    importe: centsToPesos(row.importe_cents),
    importe_cents: row.importe_cents,
    importe_saldo: centsToPesos(row.importe_saldo_cents),
    importe_saldo_cents: row.importe_saldo_cents,
    periodo: row.periodo,
    pdf_available: hasFiscalData(row),
    pago_en_proceso: inProcessLink !== undefined,
    pago_en_proceso_link_id: inProcessLink ?? null,
  };
}

/** '2026-11' -> '11/2026'. */
function periodLabel(periodo: string | null): string | null {
  const match = periodo ? /^(\d{4})-(\d{2})/.exec(periodo) : null;
  return match ? `${match[2]}/${match[1]}` : periodo;
}

export class InvoicesService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly invoices: InvoicesRepository,
    private readonly overview: AccountOverviewRepository,
    private readonly issuer: InvoiceIssuer,
    private readonly links: Pick<PaymentLinksRepository, 'inProcessInvoices'>,
  ) {}

  private async customer(cliente: number): Promise<CustomerRow> {
    const customer = orNotFound(await this.customers.findByNumber(cliente));
    return customer;
  }

  async list(cliente: number): Promise<AccountInvoices> {
    const customer = await this.customer(cliente);
    const [rows, owed, inProcess] = await Promise.all([
      this.invoices.listForCustomer(customer.id),
      // The same debt the account home shows (Mis servicios), from the same query.
      this.overview.owed(customer.id),
      this.links.inProcessInvoices(customer.id, new Date()),
    ]);
    return {
      facturas: rows.map((row) => toAccountInvoice(cliente, row, inProcess.get(row.id))),
      condicion_de_pago: { condicion: customer.condicion_de_pago },
      owed,
    };
  }

  async invoicePdf(cliente: number, facturaid: number): Promise<PdfFile> {
    const customer = await this.customer(cliente);
    const invoice = orNotFound(await this.invoices.findForCustomer(customer.id, facturaid));
    if (!hasFiscalData(invoice)) throw new AppError('INVOICE_PDF_UNAVAILABLE');
    const [issuer, items] = await Promise.all([this.issuer.current(), this.invoices.items(invoice.id)]);
    const party = documentCustomer(customer);
    const qrUrl = arcaQrUrl({
      fecha: invoice.emitida,
      cuit: Number(issuer.cuit),
      ptoVta: invoice.pto_vta,
      tipoCmp: invoice.tipo_cmp,
      nroCmp: invoice.nro_cmp,
      importeCents: invoice.importe_cents,
      moneda: invoice.moneda,
      // The portal invoices in pesos only; another currency would need the rate the billing system used.
      ctz: 1,
      tipoDocRec: party.arcaDoc.type,
      nroDocRec: party.arcaDoc.number,
      codAut: Number(invoice.cae),
    });
    const bytes = await renderInvoicePdf({
      issuer,
      numeroFiscal: fiscalInvoiceNumber(invoice),
      tipoCmp: invoice.tipo_cmp,
      ptoVta: invoice.pto_vta,
      nroCmp: invoice.nro_cmp,
      emitida: invoice.emitida,
      vencimiento: invoice.vencimiento,
      periodo: periodLabel(invoice.periodo),
      customer: party,
      items:
        items.length > 0
          ? items.map((item) => ({
              descripcion: item.descripcion,
              cantidad: item.cantidad,
              precioCents: item.precio_unitario_cents,
              importeCents: item.importe_cents,
            }))
          : // Invoices imported without their lines still print one, so the voucher is never an empty table.
            [
              {
                descripcion: SERVICES_LINE,
                cantidad: 1,
                precioCents: invoice.importe_cents,
                importeCents: invoice.importe_cents,
              },
            ],
      totalCents: invoice.importe_cents,
      cae: invoice.cae,
      caeVencimiento: invoice.cae_vencimiento,
      qrUrl,
      annulled: invoice.estado === 'ANULADA',
    });
    return { filename: documentFileNames.invoice(invoice.facturaid), bytes };
  }
}
