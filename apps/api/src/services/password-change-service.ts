// Password change of a signed-in customer (spec §4, §7): the current password is checked with argon2 behind
// a per-login lock (5 wrong tries, then 1 minute, reserved before the check like sign-in, ADR 0034); the new
// hash bumps the token version, which ends every session (ADR 0036), and this device gets a fresh token.
import { FIRST_ENTRY_STEPS, messages, type UpdatePassword, apiMessages } from '@portal/domain';
import { AppError } from '../lib/app-error.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import type { LoginThrottleRepository } from '../repositories/login-throttle-repository.js';
import type { LoginsRepository } from '../repositories/logins-repository.js';
import type { ActiveSession, SessionService } from './session-service.js';

const THROTTLE = { maxTries: 5, lockMs: 60_000 } as const;

export class PasswordChangeService {
  constructor(
    private readonly logins: LoginsRepository,
    private readonly throttle: LoginThrottleRepository,
    private readonly sessions: SessionService,
  ) {}

  async change(session: ActiveSession, body: UpdatePassword): Promise<string> {
    const login = await this.logins.findById(session.loginId);
    if (!login) throw new AppError('SESSION_EXPIRED');
    if (body.firstEntry) {
      // The wizard's step 3 proved the mailbox in step 1; only that step skips the current password.
      if (session.scope !== 'first-entry' || login.entry !== FIRST_ENTRY_STEPS.password)
        throw new AppError('FORBIDDEN');
    } else {
      if (session.scope !== 'full') throw new AppError('FIRST_ENTRY_PENDING');
      await this.checkCurrentPassword(login.id, login.passwordHash, body.currentPassword);
      if (body.currentPassword === body.password) {
        throw new AppError('VALIDATION_ERROR', { fields: { password: apiMessages.passwordUnchanged } });
      }
    }
    const hash = await hashPassword(body.password);
    if (body.firstEntry) {
      // The verification ends here (entry 0): the wizard signs out, and the next sign-in is a full one.
      const version = await this.logins.finishFirstEntry(login.id, hash, FIRST_ENTRY_STEPS.password);
      if (version === undefined) throw new AppError('CONFLICT', { message: apiMessages.firstEntryStepDone });
      const { customers, holds } = session;
      return this.sessions.issue({ loginId: login.id, customers, holds, scope: 'full' }, version);
    }
    const version = await this.logins.updatePasswordHash(login.id, hash);
    if (version === undefined) throw new AppError('SESSION_EXPIRED');
    return this.sessions.issue(
      { loginId: login.id, customers: session.customers, holds: session.holds, scope: session.scope },
      version,
    );
  }

  private async checkCurrentPassword(
    loginId: number,
    hash: string,
    current: string | undefined,
  ): Promise<void> {
    if (!current) throw new AppError('VALIDATION_ERROR', { fields: { currentPassword: messages.required } });
    const key = `password-change:${loginId}`;
    const now = new Date();
    const lockedUntil = await this.throttle.reserve(key, now, THROTTLE);
    if (lockedUntil) {
      const retryAfterSeconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
      throw new AppError('ACCOUNT_LOCKED', { retryAfterSeconds });
    }
    if (!(await verifyPassword(hash, current))) {
      throw new AppError('VALIDATION_ERROR', { fields: { currentPassword: messages.currentPasswordWrong } });
    }
    await this.throttle.clear(key);
  }
}
