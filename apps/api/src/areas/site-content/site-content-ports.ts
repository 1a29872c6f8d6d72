// What the site-content services share: the audit entry of a staff change and the purge of a public cache.
import type { AuditActor } from '../staff/index.js';

/** Clears a named public cache on every instance; called after the change has committed. */
export type PurgePublicCache = (name: string) => Promise<void>;

export const auditEntry = (actor: AuditActor, entity: string, action: string, id: number | string) => ({
  staffUserId: actor.staffUserId,
  ip: actor.ip,
  userAgent: actor.userAgent,
  action: `${entity}.${action}`,
  entity,
  entityId: String(id),
});
