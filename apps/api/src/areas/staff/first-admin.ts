// The desk's first admin in production, where nothing is seeded (npm run staff:create-admin): an operator's
// command creates an admin with a random temporary password, who sets up the second factor at first sign-in
// and creates everyone else from /gestion/personal. Audited like a member created by an admin.
import { DESK_QUEUES } from '@portal/domain';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../infrastructure/db/schema.js';
import { hashPassword } from '../../lib/password.js';
import { AuditLogRepository } from './audit-log-repository.js';
import { storeQueues } from './staff-member-view.js';
import { StaffMembersRepository } from './staff-members-repository.js';

export interface FirstAdmin {
  email: string;
  name: string;
  /** Shown once to the operator; only its argon2id hash is stored. */
  temporaryPassword: string;
}

/** 16 random base64url characters after an uppercase letter: meets the password rules (spec §5). */
function temporaryPassword(): string {
  return `T${randomBytes(12).toString('base64url')}`;
}

/** Null when a member already has that email (nothing is changed then). */
export async function createFirstAdmin(
  db: Kysely<Database>,
  input: { email: string; name: string },
): Promise<FirstAdmin | null> {
  const email = input.email.trim().toLowerCase();
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const members = new StaffMembersRepository(db);
  const audit = new AuditLogRepository(db);
  return db.transaction().execute(async (trx) => {
    const queues = storeQueues(DESK_QUEUES);
    const id = await members.create({ email, name: input.name, role: 'admin', queues, passwordHash }, trx);
    if (id === null) return null;
    await audit.record(
      {
        staffUserId: null,
        action: 'staff.member.create',
        entity: 'staff_user',
        entityId: String(id),
        after: { nombre: input.name, rol: 'admin', colas: DESK_QUEUES, activo: true, segundoFactor: false },
        details: { via: 'npm run staff:create-admin' },
        ip: 'local',
      },
      trx,
    );
    return { email, name: input.name, temporaryPassword: password };
  });
}
