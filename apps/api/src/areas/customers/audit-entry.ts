// One audit entry of a change to a customer's data, as every service of this area writes it.
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface CustomerChange {
  action: string;
  entity: 'login' | 'customer_coupon' | 'registration';
  entityId: string;
  before?: unknown;
  after?: unknown;
}

export function recordChange(
  audit: AuditLogRepository,
  actor: AuditActor,
  change: CustomerChange,
  trx: Kysely<Database>,
): Promise<void> {
  return audit.record({ ...actor, ...change }, trx);
}
