// The account statement (estado de cuenta, issue #13 §1): invoices as debits, payments as credits, reversals as
// debits again, in date order with the running balance in cents. What the billing system shows as paid on an
// invoice beyond the portal's own payments (cash, automatic debit) is one 'other payments' credit per invoice,
// so the final balance is what the invoices still owe.
import {
  calendarDateInZone,
  documentFileNames,
  fiscalInvoiceNumber,
  receiptNumber,
  toIsoDate,
  todayInUshuaia,
  type AccountStatement,
  type StatementEntry,
} from '@portal/domain';
import { renderStatementPdf } from './statement-pdf.js';
import { orNotFound } from '../../lib/app-error.js';
import type { CustomerRow, CustomersRepository } from '../auth/index.js';
import type { InvoicesRepository } from './invoices-repository.js';
import type { AllocationRow, PaymentRecordsRepository } from './payment-records-repository.js';
import { documentCustomer, gatewayLabel } from './document-parties.js';
import type { InvoiceIssuer } from './invoice-issuer.js';
import type { PdfFile } from './invoices-service.js';

type Entry = Omit<StatementEntry, 'balance_cents'>;

/** Same-day order: an invoice before what pays it, a reversal after the payment it undoes. */
const KIND_ORDER: Record<StatementEntry['kind'], number> = {
  invoice: 0,
  other_payments: 1,
  payment: 2,
  reversal: 3,
};

const REVERSAL_TEXT: Record<string, string> = {
  refunded: 'Devolución del pago',
  charged_back: 'Contracargo del pago',
};

const ushuaiaDate = (instant: string): string => toIsoDate(calendarDateInZone(new Date(instant)));

export class AccountStatementService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly invoices: InvoicesRepository,
    private readonly payments: PaymentRecordsRepository,
    private readonly issuer: InvoiceIssuer,
  ) {}

  private async customer(cliente: number): Promise<CustomerRow> {
    const customer = orNotFound(await this.customers.findByNumber(cliente));
    return customer;
  }

  async statement(cliente: number, now: Date = new Date()): Promise<AccountStatement> {
    return this.build(await this.customer(cliente), now);
  }

  async statementPdf(cliente: number, now: Date = new Date()): Promise<PdfFile> {
    const customer = await this.customer(cliente);
    const [statement, issuer] = await Promise.all([this.build(customer, now), this.issuer.current()]);
    const bytes = await renderStatementPdf({ issuer, customer: documentCustomer(customer), statement });
    return { filename: documentFileNames.statement(cliente), bytes };
  }

  private async build(customer: CustomerRow, now: Date): Promise<AccountStatement> {
    const [invoices, payments] = await Promise.all([
      this.invoices.listForCustomer(customer.id),
      this.payments.listForCustomer(customer.id),
    ]);
    const allocations = await this.payments.allocations(payments.map((p) => p.id));
    const standing = new Set(payments.filter((p) => p.status === 'approved').map((p) => p.id));
    const allocatedTo = new Map<number, number>();
    for (const allocation of allocations) {
      if (!standing.has(allocation.payment_id)) continue;
      allocatedTo.set(
        allocation.invoice_id,
        (allocatedTo.get(allocation.invoice_id) ?? 0) + allocation.amount_cents,
      );
    }
    const today = toIsoDate(todayInUshuaia(now));
    const entries: Entry[] = [];
    // An annulled invoice owes nothing: the billing system cancelled it with a credit note.
    for (const invoice of invoices.filter((i) => i.estado !== 'ANULADA')) {
      const label = fiscalInvoiceNumber(invoice);
      entries.push({
        kind: 'invoice',
        date: invoice.emitida,
        description: label,
        facturaid: invoice.facturaid,
        payment_id: null,
        debit_cents: invoice.importe_cents,
        credit_cents: 0,
      });
      const paidElsewhere =
        invoice.importe_cents - invoice.importe_saldo_cents - (allocatedTo.get(invoice.id) ?? 0);
      if (paidElsewhere > 0) {
        // The billing system does not say when; the due date (or today, before it) bounds it.
        entries.push({
          kind: 'other_payments',
          date: invoice.vencimiento < today ? invoice.vencimiento : today,
          description: `Pagos por otros medios – ${label}`,
          facturaid: invoice.facturaid,
          payment_id: null,
          debit_cents: 0,
          credit_cents: paidElsewhere,
        });
      }
    }
    for (const payment of payments) {
      const paid = allocations.filter((a) => a.payment_id === payment.id);
      const number = receiptNumber(payment.id);
      entries.push({
        kind: 'payment',
        date: ushuaiaDate(payment.approved_at),
        description: `${gatewayLabel(payment.gateway)} – recibo ${number}${invoicesOf(paid)}`,
        facturaid: null,
        payment_id: payment.id,
        debit_cents: 0,
        credit_cents: payment.amount_cents,
      });
      const reversal = REVERSAL_TEXT[payment.status];
      if (reversal && payment.reversed_at) {
        entries.push({
          kind: 'reversal',
          date: ushuaiaDate(payment.reversed_at),
          description: `${reversal} – recibo ${number}`,
          facturaid: null,
          payment_id: payment.id,
          debit_cents: payment.amount_cents,
          credit_cents: 0,
        });
      }
    }
    entries.sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
    let balance = 0;
    let debit = 0;
    let credit = 0;
    const withBalance = entries.map((entry) => {
      debit += entry.debit_cents;
      credit += entry.credit_cents;
      balance += entry.debit_cents - entry.credit_cents;
      return { ...entry, balance_cents: balance };
    });
    return {
      clientenro: customer.cliente,
      generated_at: now.toISOString(),
      entries: withBalance,
      total_debit_cents: debit,
      total_credit_cents: credit,
      balance_cents: balance,
    };
  }
}

function invoicesOf(allocations: readonly AllocationRow[]): string {
  return allocations.length === 0 ? '' : ` (${allocations.map(fiscalInvoiceNumber).join(', ')})`;
}
