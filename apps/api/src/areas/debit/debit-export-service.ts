// The automatic-debit export for staff (issue #14 §3): the one place where card numbers and CBUs are opened.
// Every row is opened before anything is written, so a row sealed under a key that is not configured fails the
// whole export (no partial file); then the audit row is written, and only once it is stored is the CSV handed
// back, so no export leaves without its trace.
import type { DebitExportQuery } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import type { DebitSealer } from './debit-sealer.js';
import { ushuaiaDate } from '../../lib/ushuaia-time.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import type { ActiveDebitRow, DebitExportRepository, DebitMethodKind } from './debit-export-repository.js';
import { writeCardExport, writeCbuExport, type OpenedDebitRow } from './debit-export-csv.js';

export type DebitDestination = DebitExportQuery['destino'];

export interface DebitExportFile {
  filename: string;
  csv: string;
  rows: number;
}

const KIND: Record<DebitDestination, DebitMethodKind> = { tarjetas: 'card', cbu: 'cbu' };

export class DebitExportService {
  constructor(
    private readonly registrations: DebitExportRepository,
    private readonly audit: AuditLogRepository,
    private readonly sealer: DebitSealer,
  ) {}

  async export(destino: DebitDestination, actor: AuditActor, now = new Date()): Promise<DebitExportFile> {
    const kind = KIND[destino];
    const opened = this.openAll(kind, await this.registrations.active(kind));
    const csv = kind === 'card' ? writeCardExport(opened) : writeCbuExport(opened);
    await this.audit.record({
      staffUserId: actor.staffUserId,
      action: 'debit.export',
      entity: 'debit_registrations',
      details: { destino, rows: opened.length },
      ip: actor.ip,
      userAgent: actor.userAgent,
    });
    return {
      filename: `debitos-${destino}-${ushuaiaDate(now).replaceAll('-', '')}.csv`,
      csv,
      rows: opened.length,
    };
  }

  /** All rows opened, or one error naming every row and key id that could not be (for the operator's log). */
  private openAll(kind: DebitMethodKind, rows: readonly ActiveDebitRow[]): OpenedDebitRow[] {
    const opened: OpenedDebitRow[] = [];
    const failures: string[] = [];
    for (const row of rows) {
      try {
        if (row.sealedNumber === null) throw new Error('no sealed number stored');
        opened.push({ ...row, number: this.sealer.open(kind, row.sealedNumber) });
      } catch (error) {
        failures.push(
          `registration ${row.id} (key id ${row.sealingKeyId ?? 'none'}): ${(error as Error).message}`,
        );
      }
    }
    if (failures.length > 0) {
      const cause = new Error(
        `debit export (${kind}) stopped: ${failures.length} registration(s) cannot be opened with ` +
          `DEBIT_ENCRYPTION_KEY or DEBIT_ENCRYPTION_KEY_PREVIOUS: ${failures.slice(0, 5).join('; ')}`,
      );
      throw new AppError('DEBIT_EXPORT_FAILED', { cause });
    }
    return opened;
  }
}
