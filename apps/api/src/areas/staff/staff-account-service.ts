// The signed-in member's own account (ADR 0092): who they are, and their password change, which ends their
// other sessions and is audited in the same transaction.
import { staffAccessMessages, type StaffMember, type StaffPasswordChange } from '@portal/domain';
import { AppError, orNotFound } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password.js';
import type { LoginThrottleRepository } from '../auth/index.js';
import { PasswordVerifier, reservePasswordTry, throttleKey } from '../auth/index.js';
import type { AuditActor, AuditLogRepository } from './audit-log-repository.js';
import { toStaffMember } from './staff-member-view.js';
import type { StaffSessionService } from './staff-session-service.js';
import type { StaffUsersRepository } from './staff-users-repository.js';
import type { Transact } from './transact.js';

export class StaffAccountService {
  private readonly passwords = new PasswordVerifier();

  constructor(
    private readonly staff: StaffUsersRepository,
    private readonly throttle: LoginThrottleRepository,
    private readonly sessions: StaffSessionService,
    private readonly audit: AuditLogRepository,
    private readonly transact: Transact,
  ) {}

  async current(staffUserId: number): Promise<StaffMember> {
    return toStaffMember(orNotFound(await this.staff.findById(staffUserId)));
  }

  async changePassword(actor: AuditActor, sessionId: string, change: StaffPasswordChange): Promise<void> {
    const user = orNotFound(await this.staff.findById(actor.staffUserId));
    // The same per-email lock as the sign-in: a stolen open session cannot guess the password faster.
    const key = throttleKey(`staff:${user.email}`);
    await reservePasswordTry(this.throttle, key, new Date());
    if (!(await this.passwords.verify(user.passwordHash, change.current))) {
      throw new AppError('VALIDATION_ERROR', {
        fields: { current: staffAccessMessages.wrongCurrentPassword },
      });
    }
    await this.throttle.clear(key);
    const hash = await hashPassword(change.next);
    await this.transact(async (trx) => {
      await this.staff.setPassword(user.id, hash, trx);
      const ended = await this.sessions.endAllOf(user.id, trx, sessionId);
      await this.audit.record(
        {
          ...actor,
          action: 'staff.password.change',
          entity: 'staff_user',
          entityId: String(user.id),
          details: { sesionesCerradas: ended },
        },
        trx,
      );
    });
  }
}
