// Password change of a signed-in customer (spec §4, §7): the current password is checked behind the per-login
// lock it shares with the email change (current-password-check.ts); the new hash bumps the token version,
// which ends every session (ADR 0036), and this device gets a fresh token.
import { FIRST_ENTRY_STEPS, type UpdatePassword, apiMessages } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password.js';
import type { LoginsRepository } from '../auth/index.js';
import type { CurrentPasswordCheck } from './current-password-check.js';
import type { ActiveSession, SessionService } from '../auth/index.js';

export class PasswordChangeService {
  constructor(
    private readonly logins: LoginsRepository,
    private readonly currentPassword: CurrentPasswordCheck,
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
      await this.currentPassword.verify(login.id, login.passwordHash, body.currentPassword);
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
}
