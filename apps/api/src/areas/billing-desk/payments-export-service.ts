// The billing system's payments export, downloaded from the screen (issue #31 §4): the same CSV as
// GET /api/billing/payments/export/, in the audit log before its body is sent, as the debit export is.
import type { BillingService } from '../billing/index.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import { auditBy } from './billing-desk-audit.js';

export class PaymentsExportService {
  constructor(
    private readonly billing: BillingService,
    private readonly audit: AuditLogRepository,
  ) {}

  async export(from: string, to: string, actor: AuditActor): Promise<{ filename: string; csv: string }> {
    const csv = await this.billing.exportPaymentsCsv(from, to);
    await this.audit.record({
      ...auditBy(actor, 'billing.payments_export', 'payments'),
      details: { from, to },
    });
    return { filename: `pagos-${from}-${to}.csv`, csv };
  }
}
