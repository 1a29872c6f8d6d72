// The billing area's public entry: the billing system's import of invoices and export of applied payments, and
// the documents of Mi cuenta (invoices with their fiscal PDF, receipts, the account statement).
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { AccountOverviewRepository } from '../account/index.js';
import { CustomersRepository } from '../auth/index.js';
import { CompanyConfigRepository } from '../content/index.js';
import { PaymentLinksRepository } from '../payments/index.js';
import { AccountStatementService } from './account-statement-service.js';
import { BillingInvoicesRepository } from './billing-invoices-repository.js';
import { BillingPaymentsRepository } from './billing-payments-repository.js';
import { BillingService } from './billing-service.js';
import { InvoiceIssuer } from './invoice-issuer.js';
import { InvoicesRepository } from './invoices-repository.js';
import { InvoicesService } from './invoices-service.js';
import { PaymentRecordsRepository } from './payment-records-repository.js';
import { ReceiptDocuments } from './receipt-documents.js';

export { decodeCsv } from './billing-csv.js';
export { billingRoutes } from './billing-routes.js';
export type { BillingImportOutcome, BillingService } from './billing-service.js';
export { customerInvoicesRoutes } from './customer-invoices-routes.js';
export { gatewayLabel } from './document-parties.js';
export {
  CONTENT_WIDTH,
  PAGE_MARGIN,
  drawPairs,
  drawRule,
  drawTable,
  renderPdf,
  type Column,
  type Pdf,
} from './pdf-layout.js';

export interface BillingServices {
  /** The billing system's CSV and JSON exchange (issue #13 §5): invoices in, applied payments out. */
  billingSystem: BillingService;
  invoices: InvoicesService;
  /** Receipt PDFs of payments; the receipt mail attaches `renderReceipt(paymentId)`. */
  receipts: ReceiptDocuments;
  statement: AccountStatementService;
}

/** The billing system's side alone, as `npm run billing:import` / `billing:export` use it. */
export function createBillingSystem(db: Kysely<Database>): BillingService {
  return new BillingService(new BillingInvoicesRepository(db), new BillingPaymentsRepository(db));
}

export function createBillingServices({ db }: { db: Kysely<Database> }): BillingServices {
  const customers = new CustomersRepository(db);
  const invoiceRows = new InvoicesRepository(db);
  const paymentRecords = new PaymentRecordsRepository(db);
  const issuer = new InvoiceIssuer(new CompanyConfigRepository(db));
  return {
    billingSystem: createBillingSystem(db),
    invoices: new InvoicesService(
      customers,
      invoiceRows,
      new AccountOverviewRepository(db),
      issuer,
      new PaymentLinksRepository(db),
    ),
    receipts: new ReceiptDocuments(customers, paymentRecords, issuer),
    statement: new AccountStatementService(customers, invoiceRows, paymentRecords, issuer),
  };
}
