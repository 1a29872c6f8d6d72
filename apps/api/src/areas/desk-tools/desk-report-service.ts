// The supervisor's monthly report and its CSV (issue #30 §2); the CSV's download is audited like every export.
import type { DeskReport } from '@portal/domain';
import { endOfDayInUshuaia, ushuaiaDate } from '../../lib/ushuaia-time.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import { buildDeskReport } from './desk-report.js';
import { writeDeskReportCsv } from './desk-report-csv.js';
import type { DeskReportRepository } from './desk-report-repository.js';

/** The first instant of a month's first day in Ushuaia: the end of the previous month's last day, plus 1 ms. */
function startOfMonthInUshuaia(year: number, month: number): string {
  const lastDayBefore = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  return new Date(endOfDayInUshuaia(lastDayBefore).getTime() + 1).toISOString();
}

export class DeskReportService {
  constructor(
    private readonly reports: DeskReportRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  async report(month: string, now = new Date()): Promise<DeskReport> {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const rows = await this.reports.rows(
      startOfMonthInUshuaia(year, monthNumber),
      startOfMonthInUshuaia(year, monthNumber + 1),
    );
    return buildDeskReport(month, rows, ushuaiaDate(now));
  }

  async exportCsv(month: string, actor: AuditActor): Promise<{ filename: string; csv: string }> {
    const csv = writeDeskReportCsv(await this.report(month));
    await this.audit.record({
      ...actor,
      action: 'desk_report.export',
      entity: 'desk_report',
      entityId: month,
    });
    return { filename: `informe-gestiones-${month}.csv`, csv };
  }
}
