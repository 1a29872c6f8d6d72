// Receipts of payments applied through the portal (issue #13 §1). `renderReceipt(paymentId)` is what the
// receipt mail attaches; `receiptFor(cliente, paymentId)` is the download of Mi cuenta, for the owner only.
import { documentFileNames, fiscalInvoiceNumber, receiptNumber } from '@portal/domain';
import { renderReceiptPdf } from './receipt-pdf.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import type { CustomersRepository } from '../auth/index.js';
import type { PaymentRecordRow, PaymentRecordsRepository } from './payment-records-repository.js';
import { documentCustomer, gatewayLabel } from './document-parties.js';
import type { InvoiceIssuer } from './invoice-issuer.js';
import type { PdfFile } from './invoices-service.js';

const REVERSAL_LABELS: Record<string, string> = {
  refunded: 'Pago devuelto',
  charged_back: 'Pago desconocido por el titular (contracargo)',
};

export class ReceiptDocuments {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly payments: PaymentRecordsRepository,
    private readonly issuer: InvoiceIssuer,
  ) {}

  /** The receipt PDF of any payment; throws NOT_FOUND for an unknown id. */
  async renderReceipt(paymentId: number): Promise<PdfFile> {
    const payment = orNotFound(await this.payments.findById(paymentId));
    return this.render(payment);
  }

  /** The receipt of a payment of customer `cliente`; another customer's payment is NOT_FOUND, as if absent. */
  async receiptFor(cliente: number, paymentId: number): Promise<PdfFile> {
    const [customer, payment] = await Promise.all([
      this.customers.findByNumber(cliente),
      this.payments.findById(paymentId),
    ]);
    if (!customer || !payment || payment.customer_id !== customer.id) throw new AppError('NOT_FOUND');
    return this.render(payment);
  }

  private async render(payment: PaymentRecordRow): Promise<PdfFile> {
    const [issuer, allocations, customer] = await Promise.all([
      this.issuer.current(),
      this.payments.allocations([payment.id]),
      this.customers.findById(payment.customer_id),
    ]);
    if (!customer) throw new AppError('NOT_FOUND');
    const reversalLabel = REVERSAL_LABELS[payment.status];
    const number = receiptNumber(payment.id);
    const bytes = await renderReceiptPdf({
      issuer,
      number,
      customer: documentCustomer(customer),
      approvedAt: payment.approved_at,
      gatewayLabel: gatewayLabel(payment.gateway),
      gatewayPaymentId: payment.gateway_payment_id,
      amountCents: payment.amount_cents,
      reversal:
        reversalLabel && payment.reversed_at ? { label: reversalLabel, at: payment.reversed_at } : null,
      invoices: allocations.map((allocation) => ({
        voucher: fiscalInvoiceNumber(allocation),
        amountCents: allocation.amount_cents,
      })),
    });
    return { filename: documentFileNames.receipt(payment.id), bytes };
  }
}
