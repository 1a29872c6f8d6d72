// What every password check shares (ADR 0034): a short lock per key, each try reserved before the argon2 check
// so parallel guesses cannot check more passwords than the limit, and the same argon2 work for unknown users.
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { LoginThrottleRepository } from './login-throttle-repository.js';

/** 5 tries per key, then a 1-minute lock; a success clears the count. */
const THROTTLE = { maxTries: 5, lockMs: 60_000 } as const;

/** Counts one try for `key`; throws 429 ACCOUNT_LOCKED, with the seconds left, while the key is locked. */
export async function reservePasswordTry(
  throttle: LoginThrottleRepository,
  key: string,
  now: Date,
): Promise<void> {
  const lockedUntil = await throttle.reserve(key, now, THROTTLE);
  if (lockedUntil) {
    const retryAfterSeconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
    throw new AppError('ACCOUNT_LOCKED', { retryAfterSeconds });
  }
}

/** Verifies against the stored hash, or a dummy one when there is none, so timing does not tell who exists. */
export class PasswordVerifier {
  private dummyHash: Promise<string> | undefined;

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    this.dummyHash ??= hashPassword(`dummy-${Math.random()}`).catch((error: unknown) => {
      this.dummyHash = undefined; // e.g. SERVER_BUSY: the next check tries again
      throw error;
    });
    return verifyPassword(hash ?? (await this.dummyHash), password);
  }
}
