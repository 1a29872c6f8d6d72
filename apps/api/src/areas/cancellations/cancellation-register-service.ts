// The register of bajas and arrepentimientos as a CSV for an audit (supervisors); every export is audited.
import { formatDateTime } from '@portal/domain';
import { writeSpreadsheetCsv } from '../../lib/spreadsheet-csv.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import type { CancellationRegisterRepository } from './cancellation-register-repository.js';

const COLUMNS = ['Recibido', 'Medio', 'Tipo', 'Número de gestión', 'Verificado', 'Resuelto'] as const;

export class CancellationRegisterService {
  constructor(
    private readonly register: CancellationRegisterRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  async exportCsv(actor: AuditActor, now: Date = new Date()): Promise<{ filename: string; csv: string }> {
    const lines = await this.register.list();
    const csv = writeSpreadsheetCsv(
      COLUMNS,
      lines.map((line) => [
        formatDateTime(line.receivedAt),
        line.medium,
        line.kind,
        line.number,
        line.verified ? 'sí' : 'no',
        line.resolvedAt ? formatDateTime(line.resolvedAt) : '',
      ]),
    );
    await this.audit.record({
      ...actor,
      action: 'cancellation_register.export',
      entity: 'cancellation_register',
      details: { lines: lines.length },
    });
    return { filename: `registro-bajas-${now.toISOString().slice(0, 10)}.csv`, csv };
  }
}
