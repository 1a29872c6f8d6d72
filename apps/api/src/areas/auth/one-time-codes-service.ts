// The one way to issue and spend a one-time code (docs/decisions/0031-one-time-codes.md, 0034): every flow
// that mails a code (password reset, first entry, email change) goes through issue() and consume(), so the
// "5 tries, 10 minutes, single use" rule holds the same everywhere, also under parallel guesses.
import { messages } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import { generateCode, type CodeHasher } from './one-time-code.js';
import type { OneTimeCodesRepository } from './one-time-codes-repository.js';

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

export interface IssuedCode {
  id: number;
  /** The plain code, for the mail only: it is never stored. */
  code: string;
  ttlMinutes: number;
}

export class OneTimeCodesService {
  constructor(
    private readonly codes: OneTimeCodesRepository,
    private readonly hasher: CodeHasher,
  ) {}

  /** A new code for `subject`; earlier unused codes of that purpose die. */
  async issue(purpose: string, subject: string): Promise<IssuedCode> {
    const code = generateCode();
    const now = new Date();
    const id = await this.codes.replace(
      purpose,
      subject,
      this.hasher.hash(purpose, subject, code),
      new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      now,
    );
    return { id, code, ttlMinutes: CODE_TTL_MINUTES };
  }

  /**
   * Spends the subject's newest code if `code` is it, and returns its id. The try is counted before the
   * comparison, so at most CODE_MAX_ATTEMPTS comparisons ever happen per code. Throws 400 CODE_INVALID for a
   * wrong code and CODE_EXPIRED for a code that is expired, used, replaced or out of tries.
   */
  async consume(purpose: string, subject: string, code: string): Promise<number> {
    const now = new Date();
    const row = await this.codes.latest(purpose, subject);
    if (!row || !(await this.codes.reserveAttempt(row.id, CODE_MAX_ATTEMPTS, now))) {
      throw new AppError('CODE_EXPIRED');
    }
    if (!this.hasher.matches(row.codeHash, purpose, subject, code)) {
      throw new AppError('CODE_INVALID', { fields: { code: messages.codeInvalid } });
    }
    if (!(await this.codes.markUsed(row.id, now))) throw new AppError('CODE_EXPIRED');
    return row.id;
  }

  /** Whether `id` is still the subject's newest code: a newer request voids what an older code unlocked. */
  async isLatest(purpose: string, subject: string, id: number): Promise<boolean> {
    return (await this.codes.latest(purpose, subject))?.id === id;
  }
}
