// A request as staff look it up, and the download of its documents (issue #15 §3): streamed from the storage
// (disk or S3) rather than a presigned URL, so every download passes the staff check and lands in the audit
// log, and the bytes always leave with the attachment headers of sendStoredFile (ADR 0054, 0072).
import { fileSlotLabel, requestStatusOf, requestTypeLabel, type StaffRequest } from '@portal/domain';
import type { FileStorage } from '../../infrastructure/storage/file-storage.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import type { StoredFileDownload } from '../../http/attachment-reply.js';
import type { AuditActor, AuditLogRepository } from './audit-log-repository.js';
import type { StaffRequestsRepository } from './staff-requests-repository.js';

export class StaffRequestsService {
  constructor(
    private readonly requests: StaffRequestsRepository,
    private readonly storage: FileStorage,
    private readonly audit: AuditLogRepository,
  ) {}

  async get(number: string): Promise<StaffRequest> {
    const request = orNotFound(await this.requests.findByNumber(number));
    const attachments = await this.requests.attachments(request.id);
    return {
      number: request.number,
      type: request.type,
      typeLabel: requestTypeLabel(request.type),
      status: requestStatusOf(request.status),
      createdAt: request.created_at,
      summary: request.summary,
      customerNumber: request.customer_number,
      attachments: attachments.map((row) => ({
        id: row.id,
        slot: row.slot,
        label: fileSlotLabel(row.slot),
        name: row.original_name,
        sizeBytes: row.size_bytes,
      })),
    };
  }

  /** Opens the document for download and records who took it; 404 unless it belongs to that request. */
  async download(number: string, attachmentId: number, actor: AuditActor): Promise<StoredFileDownload> {
    const request = await this.requests.findByNumber(number);
    const attachment = request && (await this.requests.attachment(request.id, attachmentId));
    if (!request || !attachment) throw new AppError('NOT_FOUND');
    // A row whose file is gone is a server fault (500, logged), not the staff member's.
    const body = await this.storage.open(attachment.storage_key);
    try {
      await this.audit.record({
        staffUserId: actor.staffUserId,
        action: 'attachment.download',
        entity: 'request_attachment',
        entityId: String(attachment.id),
        details: { request: request.number, slot: attachment.slot, sizeBytes: attachment.size_bytes },
        ip: actor.ip,
        userAgent: actor.userAgent,
      });
    } catch (error) {
      body.destroy();
      throw error;
    }
    return {
      body,
      filename: attachment.original_name,
      contentType: attachment.content_type,
      sizeBytes: attachment.size_bytes,
    };
  }
}
