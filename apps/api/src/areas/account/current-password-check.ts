// The current password of a signed-in login, asked before a password or login email change (ADR 0084): both
// share one per-login lock (5 wrong tries, then 1 minute), each try reserved before the argon2 check like
// sign-in (ADR 0034), so parallel guesses at either form cannot check more passwords than the limit.
import { messages } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/password.js';
import { reservePasswordTry, type LoginThrottleRepository } from '../auth/index.js';

export class CurrentPasswordCheck {
  constructor(private readonly throttle: LoginThrottleRepository) {}

  /** Throws 400 with fields.currentPassword when it is missing or wrong, 429 ACCOUNT_LOCKED while locked. */
  async verify(loginId: number, hash: string, current: string | undefined): Promise<void> {
    if (!current) throw new AppError('VALIDATION_ERROR', { fields: { currentPassword: messages.required } });
    const key = `password-change:${loginId}`;
    const now = new Date();
    await reservePasswordTry(this.throttle, key, now);
    if (!(await verifyPassword(hash, current))) {
      throw new AppError('VALIDATION_ERROR', { fields: { currentPassword: messages.currentPasswordWrong } });
    }
    await this.throttle.clear(key);
  }
}
