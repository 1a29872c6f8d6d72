// The billing system's import of invoices and export of applied payments (issue #13 §5, ADR 0069). Rows are
// validated one by one with the domain schema; a bad row is reported and the others still import. Each good
// row is upserted on facturaid in its own transaction, so a re-import changes nothing and two imports of the
// same file racing leave one invoice per facturaid.
import {
  billingImportTooLarge,
  billingMessages,
  TIME_ZONE,
  billingInvoiceRowSchema,
  billingRowErrors,
  centsToPesos,
  parseIsoDate,
  type BillingImportReport,
  type BillingImportRow,
  type BillingInvoice,
  type BillingPaymentsExport,
} from '@portal/domain';
import type {
  BillingInvoicesRepository,
  InvoiceItemValues,
  InvoiceMerge,
  InvoiceValues,
  StoredInvoice,
} from './billing-invoices-repository.js';
import type { BillingPaymentsRepository } from './billing-payments-repository.js';
import { AppError } from '../../lib/app-error.js';
import { readInvoiceCsv, writePaymentsCsv, type CsvInvoiceRow } from './billing-csv.js';

type KeptSaldo = BillingImportReport['kept_saldo'][number];

/** The report and, row by row, what happened (or, checking, what would happen) to each invoice of the file. */
export interface BillingImportOutcome {
  report: BillingImportReport;
  rows: BillingImportRow[];
}

/** apply: write the invoices; check: decide the same way and write nothing (the screen's dry run). */
type ImportMode = 'apply' | 'check';

/** The estado a kept (portal) saldo implies; ANULADA from the billing system always stands. */
function estadoForBalance(incoming: InvoiceValues, balance: number): string {
  if (incoming.estado === 'ANULADA') return 'ANULADA';
  if (balance === 0) return 'PAGA';
  return balance === incoming.importe_cents ? 'IMPAGA' : 'PARCIAL';
}

function sameValues(a: InvoiceValues, b: InvoiceValues): boolean {
  return (Object.keys(a) as Array<keyof InvoiceValues>).every((key) => a[key] === b[key]);
}

function sameItems(a: readonly InvoiceItemValues[], b: readonly InvoiceItemValues[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (item, i) =>
        item.descripcion === b[i]?.descripcion &&
        item.cantidad === b[i]?.cantidad &&
        item.precio_unitario_cents === b[i]?.precio_unitario_cents,
    )
  );
}

/**
 * The saldo rule: the billing system is the authority on an invoice, except that it may not yet know about
 * the online payments the portal applied. While approved online payments count against the invoice, a saldo
 * higher than the portal's is stale and the portal's is kept (with the estado it implies); a lower one (paid
 * at a branch, a credit note) is taken. Without online payments the billing system's saldo is taken as is.
 */
export function mergeInvoice(
  incoming: InvoiceValues,
  items: readonly InvoiceItemValues[],
  stored: StoredInvoice,
): { merge: InvoiceMerge; keptSaldo: number | null } {
  if (stored.customer_id !== incoming.customer_id) return { merge: { kind: 'refuse' }, keptSaldo: null };
  const stale = stored.hasOnlinePayments && incoming.importe_saldo_cents > stored.importe_saldo_cents;
  const values = stale
    ? {
        ...incoming,
        importe_saldo_cents: stored.importe_saldo_cents,
        estado: estadoForBalance(incoming, stored.importe_saldo_cents),
      }
    : incoming;
  const keptSaldo = stale ? stored.importe_saldo_cents : null;
  if (sameValues(values, stored) && sameItems(items, stored.items))
    return { merge: { kind: 'keep' }, keptSaldo };
  return { merge: { kind: 'write', values, items: [...items] }, keptSaldo };
}

function valuesOf(invoice: BillingInvoice, customerId: number): InvoiceValues {
  return {
    customer_id: customerId,
    estado: invoice.estado,
    emitida: invoice.emitida,
    vencimiento: invoice.vencimiento,
    importe_cents: invoice.importe_cents,
    importe_saldo_cents: invoice.importe_saldo_cents,
    periodo: invoice.periodo,
    tipo_cmp: invoice.tipo_cmp,
    pto_vta: invoice.pto_vta,
    nro_cmp: invoice.nro_cmp,
    cae: invoice.cae,
    cae_vencimiento: invoice.cae_vencimiento,
    moneda: invoice.moneda,
  };
}

/** The instant a calendar day starts in Ushuaia (the zone's offset read from Intl, not assumed). */
export function startOfDayInUshuaia(isoDate: string): Date {
  const day = parseIsoDate(isoDate);
  if (!day) throw new RangeError(`not a date: ${isoDate}`);
  const utcMidnight = Date.UTC(day.year, day.month - 1, day.day);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(utcMidnight));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(utcMidnight - (wallClock - utcMidnight));
}

const DAY_MS = 86_400_000;

export class BillingService {
  constructor(
    private readonly invoices: BillingInvoicesRepository,
    private readonly payments: BillingPaymentsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** JSON body: rows numbered from 1 in array order. */
  async importJson(rows: readonly unknown[]): Promise<BillingImportReport> {
    const numbered = rows.map((value, index) => ({
      row: index + 1,
      value: value as Record<string, unknown>,
    }));
    return (await this.importRows(numbered, 'apply')).report;
  }

  /** CSV file: each invoice numbered by its first line (the header is line 1). */
  async importCsv(text: string): Promise<BillingImportReport> {
    return (await this.applyCsv(text)).report;
  }

  async applyCsv(text: string): Promise<BillingImportOutcome> {
    return this.importRows(readInvoiceCsv(text), 'apply');
  }

  /** What importing the file would do, row by row, deciding exactly as applying does; nothing is written. */
  async checkCsv(text: string): Promise<BillingImportOutcome> {
    return this.importRows(readInvoiceCsv(text), 'check');
  }

  /** Over the cap the whole call is refused, whichever way it came (JSON, CSV, the CLI): nothing is stored. */
  private async importRows(rows: readonly CsvInvoiceRow[], mode: ImportMode): Promise<BillingImportOutcome> {
    if (billingImportTooLarge(rows)) {
      throw new AppError('VALIDATION_ERROR', { fields: { _: billingMessages.billingTooManyRows } });
    }
    const report: BillingImportReport = {
      inserted: 0,
      updated: 0,
      unchanged: 0,
      kept_saldo: [],
      rejected: [],
    };
    const outcomes: BillingImportRow[] = [];
    const reject = (row: number, value: unknown, errors: Record<string, string>) => {
      const facturaid = positiveIdOf(value, 'facturaid');
      report.rejected.push({ row, facturaid, errors });
      outcomes.push({
        row,
        facturaid,
        clientenro: positiveIdOf(value, 'clientenro'),
        action: 'rejected',
        errors,
        keptSaldoCents: null,
      });
    };
    const valid: Array<{ row: number; invoice: BillingInvoice }> = [];
    for (const { row, value, errors } of rows) {
      const parsed = billingInvoiceRowSchema.safeParse(value);
      const rowErrors = errors ?? (parsed.success ? undefined : billingRowErrors(parsed.error));
      if (rowErrors || !parsed.success) reject(row, value, rowErrors ?? {});
      else valid.push({ row, invoice: parsed.data });
    }
    const customers = await this.invoices.customerIds(valid.map(({ invoice }) => invoice.clientenro));
    for (const { row, invoice } of valid) {
      const customerId = customers.get(invoice.clientenro);
      if (customerId === undefined) {
        reject(row, invoice, { clientenro: billingMessages.billingCustomerUnknown });
        continue;
      }
      const outcome = await this.upsertOne(row, invoice, customerId, mode);
      if (outcome.kept) report.kept_saldo.push(outcome.kept);
      if (outcome.result === 'refused') {
        reject(row, invoice, { facturaid: billingMessages.billingInvoiceOtherCustomer });
        continue;
      }
      report[outcome.result] += 1;
      outcomes.push({
        row,
        facturaid: invoice.facturaid,
        clientenro: invoice.clientenro,
        action: outcome.result,
        errors: {},
        keptSaldoCents: outcome.kept?.saldo_portal_cents ?? null,
      });
    }
    report.rejected.sort((a, b) => a.row - b.row);
    outcomes.sort((a, b) => a.row - b.row);
    return { report, rows: outcomes };
  }

  private async upsertOne(row: number, invoice: BillingInvoice, customerId: number, mode: ImportMode) {
    const values = valuesOf(invoice, customerId);
    let kept: KeptSaldo | null = null;
    const merge = (stored: StoredInvoice): InvoiceMerge => {
      const decision = mergeInvoice(values, invoice.items, stored);
      kept =
        decision.keptSaldo === null
          ? null
          : {
              row,
              facturaid: invoice.facturaid,
              importe_saldo_cents: invoice.importe_saldo_cents,
              saldo_portal_cents: decision.keptSaldo,
            };
      return decision.merge;
    };
    const result =
      mode === 'check'
        ? await this.invoices.preview(invoice.facturaid, merge)
        : await this.invoices.upsert(invoice.facturaid, values, invoice.items, merge, this.now());
    return { result, kept: kept as KeptSaldo | null };
  }

  /** Payments approved on the Ushuaia days from `from` to `to`, both included. */
  async exportPayments(from: string, to: string): Promise<BillingPaymentsExport> {
    const lines = await this.linesBetween(from, to);
    return {
      from,
      to,
      payments: lines.map((line) => ({ ...line, amount: centsToPesos(line.amount_cents) })),
    };
  }

  async exportPaymentsCsv(from: string, to: string): Promise<string> {
    return writePaymentsCsv(await this.linesBetween(from, to));
  }

  private linesBetween(from: string, to: string) {
    const start = startOfDayInUshuaia(from);
    const end = new Date(startOfDayInUshuaia(to).getTime() + DAY_MS);
    return this.payments.approvedBetween(start.toISOString(), end.toISOString());
  }
}

function positiveIdOf(value: unknown, field: 'facturaid' | 'clientenro'): number | null {
  const raw = (value as Record<string, unknown> | null)?.[field];
  const id = typeof raw === 'string' ? Number(raw.trim()) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
