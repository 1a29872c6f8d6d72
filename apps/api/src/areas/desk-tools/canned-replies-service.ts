// Canned replies kept by admins (issue #30 §2): every change is audited with its before and after in the same
// transaction, and takes the version the admin read (409 'Otra persona cambió esta respuesta' otherwise).
import {
  DESK_QUEUES,
  type CannedReply,
  type CannedReplyPatch,
  type DeskQueue,
  type cannedReplyInputSchema,
} from '@portal/domain';
import type { z } from 'zod';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import type { CannedRepliesRepository, CannedReplyRow } from './canned-replies-repository.js';

const STALE = 'Otra persona cambió esta respuesta guardada. Volvé a abrirla para ver sus cambios.';

const isDeskQueue = (value: string): value is DeskQueue => (DESK_QUEUES as readonly string[]).includes(value);

export function toCannedReply(row: CannedReplyRow): CannedReply {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    queue: row.queue !== null && isDeskQueue(row.queue) ? row.queue : null,
    active: row.active === 1,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const auditOf = (actor: AuditActor, action: string, id: number) => ({
  staffUserId: actor.staffUserId,
  ip: actor.ip,
  userAgent: actor.userAgent,
  action,
  entity: 'canned_reply',
  entityId: String(id),
});

export class CannedRepliesService {
  constructor(
    private readonly replies: CannedRepliesRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  async list(includeInactive: boolean): Promise<CannedReply[]> {
    return (await this.replies.list(includeInactive)).map(toCannedReply);
  }

  /** An active reply, for a member about to use it; NOT_FOUND for an unknown or retired one. */
  async usable(id: number): Promise<CannedReply> {
    const row = await this.replies.find(id);
    if (!row || row.active !== 1) throw new AppError('NOT_FOUND');
    return toCannedReply(row);
  }

  async create(
    input: z.output<typeof cannedReplyInputSchema>,
    actor: AuditActor,
    recordAnswer?: RecordAnswer<CannedReply>,
  ): Promise<CannedReply> {
    return this.replies.transaction(async (trx) => {
      const created = toCannedReply(await this.replies.insert(input, trx));
      await this.audit.record({ ...auditOf(actor, 'canned_reply.create', created.id), after: created }, trx);
      await recordAnswer?.(trx, created);
      return created;
    });
  }

  async update(id: number, patch: CannedReplyPatch, actor: AuditActor): Promise<CannedReply> {
    const { version, ...fields } = patch;
    return this.replies.transaction(async (trx) => {
      const before = toCannedReply(orNotFound(await this.replies.find(id, trx)));
      const row = await this.replies.update(id, version, fields, trx);
      if (!row) throw new AppError('CONFLICT', { message: STALE });
      const after = toCannedReply(row);
      await this.audit.record({ ...auditOf(actor, 'canned_reply.update', id), before, after }, trx);
      return after;
    });
  }

  async remove(id: number, version: number, actor: AuditActor): Promise<void> {
    await this.replies.transaction(async (trx) => {
      const before = toCannedReply(orNotFound(await this.replies.find(id, trx)));
      if (!(await this.replies.delete(id, version, trx))) throw new AppError('CONFLICT', { message: STALE });
      await this.audit.record({ ...auditOf(actor, 'canned_reply.delete', id), before }, trx);
    });
  }
}
