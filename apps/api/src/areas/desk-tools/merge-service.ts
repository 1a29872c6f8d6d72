// Merging two requests of one customer (issue #30 §2): the other one closes as merged into the kept one, its
// thread and files move over so both threads show in one place, each gets a 'fusion' entry, and the audit
// records both before and after, all in one transaction. Of two merges of the same pair only one happens.
import type { StaffRequestDetail } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import type { AuditLogRepository } from '../staff/index.js';
import type { DeskLookupRepository } from './desk-lookup-repository.js';
import type { DeskActor, DeskReads } from './desk-ports.js';
import type { MergeRepository, MergeRow } from './merge-repository.js';

const STALE = 'Otra persona cambió esta gestión. Recargala para ver los cambios.';

const snapshot = (row: MergeRow) => ({
  number: row.number,
  status: row.status,
  mergedInto: row.mergedIntoId,
});

function refusal(kept: MergeRow, other: MergeRow): string | null {
  if (kept.id === other.id) return 'Elegí otra gestión: una gestión no se puede fusionar consigo misma.';
  if (kept.customerId === null || kept.customerId !== other.customerId) {
    return 'Solo se pueden fusionar gestiones del mismo cliente.';
  }
  if (other.mergedIntoId !== null) return `La gestión ${other.number} ya está fusionada en otra.`;
  if (kept.mergedIntoId !== null)
    return `La gestión ${kept.number} ya está fusionada en otra: fusioná en esa.`;
  return null;
}

export class MergeService {
  constructor(
    private readonly merges: MergeRepository,
    private readonly lookup: DeskLookupRepository,
    private readonly audit: AuditLogRepository,
    private readonly reads: DeskReads,
  ) {}

  async merge(
    number: string,
    body: { otherNumber: string; version: number },
    actor: DeskActor,
    now = new Date(),
  ): Promise<StaffRequestDetail> {
    const staff = { id: actor.staffUserId, role: actor.role };
    const [keptRef, otherRef] = await Promise.all([
      this.lookup.requestFor(number, staff),
      this.lookup.requestFor(body.otherNumber, staff),
    ]);
    const [kept, other] = await Promise.all([this.merges.find(number), this.merges.find(body.otherNumber)]);
    if (!keptRef || !kept) throw new AppError('NOT_FOUND');
    if (!otherRef || !other) {
      throw new AppError('MERGE_NOT_ALLOWED', {
        message: `No existe la gestión ${body.otherNumber}.`,
        fields: { otherNumber: `No existe la gestión ${body.otherNumber}.` },
      });
    }
    const refused = refusal(kept, other);
    if (refused)
      throw new AppError('MERGE_NOT_ALLOWED', { message: refused, fields: { otherNumber: refused } });
    if (kept.version !== body.version) throw new AppError('CONFLICT', { message: STALE });

    const merged = await this.merges.merge(
      {
        kept,
        other,
        version: body.version,
        staffId: actor.staffUserId,
        at: now.toISOString(),
        keptText: `Se fusionó la gestión ${other.number} en esta («${other.summary}»): su historia y sus adjuntos están acá.`,
        otherText: `Fusionada en la gestión ${kept.number}: la historia y los adjuntos siguen allí.`,
      },
      (trx) =>
        this.audit.record(
          {
            staffUserId: actor.staffUserId,
            ip: actor.ip,
            userAgent: actor.userAgent,
            action: 'request.merge',
            entity: 'request',
            entityId: kept.number,
            before: { kept: snapshot(kept), other: snapshot(other) },
            after: {
              kept: snapshot(kept),
              other: { number: other.number, status: 'resolved', mergedInto: kept.id },
            },
          },
          trx,
        ),
    );
    if (!merged) throw new AppError('CONFLICT', { message: STALE });
    return this.reads.detail(kept.number, actor);
  }
}
