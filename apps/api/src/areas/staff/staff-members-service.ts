// The members admin (issue #30 §1, ADR 0092): list, create with a temporary password, change name, role,
// queues or active, and reset the second factor. Each change ends the member's sessions where it must (a role
// change, a deactivation, a reset) and writes the audit log with before and after, all in one transaction.
import {
  isStaffRole,
  staffMembersMessages,
  type StaffMemberCreate,
  type StaffMemberRow,
  type StaffMemberUpdate,
} from '@portal/domain';
import type { Transaction } from 'kysely';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { Database } from '../../infrastructure/db/schema.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password.js';
import type { AuditActor, AuditLogRepository } from './audit-log-repository.js';
import { parseQueues, storeQueues } from './staff-member-view.js';
import type { MemberChanges, MemberRecord, StaffMembersRepository } from './staff-members-repository.js';
import type { StaffSessionService } from './staff-session-service.js';
import type { Transact } from './transact.js';

function toRow(record: MemberRecord): StaffMemberRow {
  return {
    id: record.id,
    email: record.email,
    name: record.name,
    role: isStaffRole(record.role) ? record.role : 'agente',
    queues: parseQueues(record.queues),
    active: record.active,
    enrolled: record.enrolled,
    lastLoginAt: record.lastLoginAt,
  };
}

/** What the audit log keeps of a member: everything the admin can change, never a secret. */
function auditState(row: StaffMemberRow) {
  return {
    nombre: row.name,
    rol: row.role,
    colas: row.queues,
    activo: row.active,
    segundoFactor: row.enrolled,
  };
}

export class StaffMembersService {
  constructor(
    private readonly members: StaffMembersRepository,
    private readonly sessions: StaffSessionService,
    private readonly audit: AuditLogRepository,
    private readonly transact: Transact,
  ) {}

  async list(): Promise<StaffMemberRow[]> {
    return (await this.members.list()).map(toRow);
  }

  async create(
    actor: AuditActor,
    input: StaffMemberCreate,
    recordAnswer?: RecordAnswer<StaffMemberRow>,
  ): Promise<StaffMemberRow> {
    const passwordHash = await hashPassword(input.password);
    const email = input.email.toLowerCase();
    return this.transact(async (trx) => {
      const id = await this.members.create(
        { email, name: input.name, role: input.role, queues: storeQueues(input.queues), passwordHash },
        trx,
      );
      if (id === null) {
        throw new AppError('CONFLICT', {
          message: staffMembersMessages.emailTaken,
          fields: { email: staffMembersMessages.emailTaken },
        });
      }
      const created = toRow(orNotFound(await this.members.find(id, trx)));
      await this.record(trx, actor, 'staff.member.create', created, undefined, created);
      await recordAnswer?.(trx, created);
      return created;
    });
  }

  async update(actor: AuditActor, id: number, input: StaffMemberUpdate): Promise<StaffMemberRow> {
    if (id === actor.staffUserId && ((input.role && input.role !== 'admin') || input.active === false)) {
      throw new AppError('VALIDATION_ERROR', {
        fields: { [input.active === false ? 'active' : 'role']: staffMembersMessages.lastAdmin },
      });
    }
    return this.transact(async (trx) => {
      const before = toRow(orNotFound(await this.members.find(id, trx)));
      const changes: MemberChanges = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.queues !== undefined ? { queues: storeQueues(input.queues) } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
      };
      const removesAdmin =
        before.role === 'admin' &&
        before.active &&
        ((input.role !== undefined && input.role !== 'admin') || input.active === false);
      if (!(await this.members.update(id, changes, removesAdmin, trx))) {
        throw new AppError('VALIDATION_ERROR', { fields: { role: staffMembersMessages.lastAdmin } });
      }
      const after = toRow(orNotFound(await this.members.find(id, trx)));
      // A role change or a deactivation takes effect at once: the member signs in again (or cannot).
      const roleChanged = after.role !== before.role;
      const deactivated = before.active && !after.active;
      const ended = roleChanged || deactivated ? await this.sessions.endAllOf(id, trx) : 0;
      await this.record(trx, actor, 'staff.member.update', after, before, after, { sesionesCerradas: ended });
      return after;
    });
  }

  async resetSecondFactor(actor: AuditActor, id: number): Promise<StaffMemberRow> {
    return this.transact(async (trx) => {
      const before = toRow(orNotFound(await this.members.find(id, trx)));
      await this.members.resetSecondFactor(id, trx);
      const ended = await this.sessions.endAllOf(id, trx);
      const after = toRow(orNotFound(await this.members.find(id, trx)));
      await this.record(trx, actor, 'staff.second-factor.reset', after, before, after, {
        sesionesCerradas: ended,
      });
      return after;
    });
  }

  private async record(
    trx: Transaction<Database>,
    actor: AuditActor,
    action: string,
    member: StaffMemberRow,
    before: StaffMemberRow | undefined,
    after: StaffMemberRow,
    details?: Record<string, unknown>,
  ): Promise<void> {
    await this.audit.record(
      {
        ...actor,
        action,
        entity: 'staff_user',
        entityId: String(member.id),
        ...(before ? { before: auditState(before) } : {}),
        after: auditState(after),
        details: { email: member.email, ...details },
      },
      trx,
    );
  }
}
