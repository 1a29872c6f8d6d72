// The audit entry of a billing desk action: who (and from where) did what to which entity.
import type { AuditActor } from '../staff/index.js';

export function auditBy(actor: AuditActor, action: string, entity: string, entityId?: number) {
  return {
    staffUserId: actor.staffUserId,
    ip: actor.ip,
    userAgent: actor.userAgent,
    action,
    entity,
    ...(entityId === undefined ? {} : { entityId: String(entityId) }),
  };
}
