// Password reset by emailed code (docs/decisions/0031-one-time-codes.md): request mails a 6-digit code;
// validate trades the right code for a 10-minute reset token bound to that code; reset spends the token
// once and stores the new argon2id hash.
import { messages } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password.js';
import type { TokenSigner } from '../../lib/signed-tokens.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import type { LoginThrottleRepository } from './login-throttle-repository.js';
import type { LoginsRepository } from './logins-repository.js';
import type { SpentTokensRepository } from './spent-tokens-repository.js';
import { throttleKey } from './login-service.js';
import { resetCodeMail } from '../../infrastructure/mail/mail-templates.js';
import type { OneTimeCodesService } from './one-time-codes-service.js';

export const RESET_PURPOSE = 'password_reset';
const RESET_TOKEN_TTL_SECONDS = 10 * 60;

export interface PasswordResetDeps {
  logins: LoginsRepository;
  codes: OneTimeCodesService;
  spent: SpentTokensRepository;
  throttle: LoginThrottleRepository;
  tokens: TokenSigner;
  mailer: Mailer;
}

const normalise = (email: string) => email.trim().toLowerCase();

export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDeps) {}

  async requestCode(email: string): Promise<void> {
    const subject = normalise(email);
    const login = await this.deps.logins.findByEmail(subject);
    if (!login) {
      // The spec's own answer for an unknown email (§7, §8), shown under the field.
      throw new AppError('EMAIL_NOT_FOUND', { fields: { email: messages.emailNotFound } });
    }
    const { code, ttlMinutes } = await this.deps.codes.issue(RESET_PURPOSE, subject);
    await this.deps.mailer.send(resetCodeMail(login.email, code, ttlMinutes));
  }

  async validateCode(email: string, code: string): Promise<string> {
    const subject = normalise(email);
    const codeId = await this.deps.codes.consume(RESET_PURPOSE, subject, code);
    const signed = await this.deps.tokens.sign(
      'reset',
      { email: subject, code_id: codeId },
      RESET_TOKEN_TTL_SECONDS,
    );
    return signed.token;
  }

  async resetPassword(email: string, resetToken: string, password: string): Promise<void> {
    const subject = normalise(email);
    const verified = await this.deps.tokens.verify('reset', resetToken);
    if (!verified || verified.claims.email !== subject) throw new AppError('CODE_EXPIRED');
    // Bound to its code: a newer code request for this email voids tokens of earlier codes.
    const codeId = verified.claims.code_id;
    if (typeof codeId !== 'number' || !(await this.deps.codes.isLatest(RESET_PURPOSE, subject, codeId))) {
      throw new AppError('CODE_EXPIRED');
    }
    const login = await this.deps.logins.findByEmail(subject);
    if (!login) throw new AppError('CODE_EXPIRED');
    // Hash before spending the token, so a crash in between does not burn it for nothing.
    const hash = await hashPassword(password);
    if (!(await this.deps.spent.spend(`reset:${verified.id}`, verified.expiresAt))) {
      throw new AppError('CODE_EXPIRED');
    }
    // Also bumps the login's token version: every session issued before the reset ends (ADR 0036).
    await this.deps.logins.updatePasswordHash(login.id, hash);
    // The person just proved control of the mailbox: lift any lock on the account.
    await this.deps.throttle.clear(throttleKey(subject));
  }
}
