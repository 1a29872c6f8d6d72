// A stored billing import as the screen shows it: the applied result once applied, the dry run's until then.
import type { BillingImport, BillingImportCounts, BillingImportRow as ReportRow } from '@portal/domain';
import type { BillingImportOutcome } from '../billing/index.js';
import type { BillingImportRow } from './billing-imports-repository.js';

/** What the dry_run and result columns hold. */
export interface StoredReport {
  counts: BillingImportCounts;
  rows: ReportRow[];
}

export function storedReportOf({ report, rows }: BillingImportOutcome): StoredReport {
  return {
    counts: {
      inserted: report.inserted,
      updated: report.updated,
      unchanged: report.unchanged,
      rejected: report.rejected.length,
    },
    rows,
  };
}

const STATUSES = ['checked', 'applying', 'applied'] as const;
const statusOf = (value: string) => STATUSES.find((status) => status === value) ?? 'checked';

export function toBillingImport(row: BillingImportRow): BillingImport {
  const report = JSON.parse(row.result ?? row.dry_run) as StoredReport;
  return {
    id: row.id,
    fileName: row.file_name,
    fileHash: row.file_hash,
    invoices: row.invoices,
    status: statusOf(row.status),
    checkedBy: row.checker_name,
    checkedAt: row.created_at,
    appliedBy: row.status === 'applied' ? row.applier_name : null,
    appliedAt: row.applied_at,
    counts: report.counts,
    rows: report.rows,
  };
}
