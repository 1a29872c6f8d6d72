// The billing import from the screen (issue #31 §4) on top of the billing system's import: the upload is
// decoded and parsed by the same code, checked row by row without writing (the dry run) and stored with its
// hash; applying takes that stored file, claimed by one conditional update so parallel presses apply it once.
// Both steps are audited; the history lists who checked and applied what.
import { createHash } from 'node:crypto';
import {
  BILLING_UPLOAD_MAX_BYTES,
  billingUploadMessages,
  type BillingImport,
  type BillingImportSummary,
  type BillingUpload,
} from '@portal/domain';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import { decodeCsv, type BillingService } from '../billing/index.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import { auditBy } from './billing-desk-audit.js';
import { storedReportOf, toBillingImport, type StoredReport } from './billing-import-view.js';
import type { BillingImportsRepository } from './billing-imports-repository.js';

function fileBytes(upload: BillingUpload): Buffer {
  const bytes = Buffer.from(upload.contentBase64, 'base64');
  if (bytes.length === 0) {
    throw new AppError('VALIDATION_ERROR', { fields: { contentBase64: billingUploadMessages.fileEmpty } });
  }
  if (bytes.length > BILLING_UPLOAD_MAX_BYTES) {
    throw new AppError('VALIDATION_ERROR', { fields: { contentBase64: billingUploadMessages.fileTooLarge } });
  }
  return bytes;
}

export class BillingImportsService {
  constructor(
    private readonly imports: BillingImportsRepository,
    private readonly billing: BillingService,
    private readonly audit: AuditLogRepository,
  ) {}

  async history(): Promise<BillingImportSummary[]> {
    return (await this.imports.history()).map((row) => {
      const { rows: _rows, ...summary } = toBillingImport(row);
      return summary;
    });
  }

  async get(id: number): Promise<BillingImport> {
    return toBillingImport(orNotFound(await this.imports.find(id)));
  }

  /** The dry run: nothing but the upload itself and its audit entry is written. */
  async check(
    upload: BillingUpload,
    actor: AuditActor,
    recordAnswer?: RecordAnswer<BillingImport>,
  ): Promise<BillingImport> {
    const bytes = fileBytes(upload);
    const content = decodeCsv(bytes);
    const report = storedReportOf(await this.billing.checkCsv(content));
    const fileHash = createHash('sha256').update(bytes).digest('hex');
    return this.imports.transaction(async (trx) => {
      const id = await this.imports.insert(
        {
          fileName: upload.fileName,
          fileHash,
          content,
          invoices: report.rows.length,
          dryRun: JSON.stringify(report),
          checkedBy: actor.staffUserId,
        },
        trx,
      );
      const details = { fileName: upload.fileName, fileHash, counts: report.counts };
      await this.audit.record(
        { ...auditBy(actor, 'billing_import.check', 'billing_import', id), details },
        trx,
      );
      const checked = toBillingImport(orNotFound(await this.imports.find(id, trx)));
      await recordAnswer?.(trx, checked);
      return checked;
    });
  }

  /** Applies the file the dry run stored, once: a second press, even a parallel one, gets CONFLICT. */
  async apply(
    id: number,
    actor: AuditActor,
    recordAnswer?: RecordAnswer<BillingImport>,
  ): Promise<BillingImport> {
    const stored = orNotFound(await this.imports.find(id));
    if (!(await this.imports.claim(id, actor.staffUserId))) {
      const current = await this.imports.find(id);
      const message =
        current?.status === 'applied'
          ? billingUploadMessages.alreadyApplied
          : billingUploadMessages.beingApplied;
      throw new AppError('CONFLICT', { message });
    }
    const report = await this.applyClaimed(id, stored.content);
    return this.imports.transaction(async (trx) => {
      await this.imports.markApplied(id, JSON.stringify(report), trx);
      const details = { fileName: stored.file_name, fileHash: stored.file_hash, counts: report.counts };
      await this.audit.record(
        { ...auditBy(actor, 'billing_import.apply', 'billing_import', id), details },
        trx,
      );
      const applied = toBillingImport(orNotFound(await this.imports.find(id, trx)));
      await recordAnswer?.(trx, applied);
      return applied;
    });
  }

  /** Applies a claimed import's file; on failure the claim is released, so it can be applied again. */
  private async applyClaimed(id: number, content: string): Promise<StoredReport> {
    try {
      return storedReportOf(await this.billing.applyCsv(content));
    } catch (error) {
      await this.imports.release(id);
      throw error;
    }
  }
}
