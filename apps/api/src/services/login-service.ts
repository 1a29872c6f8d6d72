// Sign-in: argon2id verification, the same work for unknown usernames (a dummy hash), and a short lock per
// username after repeated failures. The lock is deliberately brief (5 failures -> 1 minute): an attacker
// can slow a customer down but not lock them out for long; the per-IP limits in the route do the rest.
import { createHash } from 'node:crypto';
import type { CustomerRecord } from '@portal/domain';
import { AppError } from '../lib/app-error.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import type { CustomersRepository } from '../repositories/customers-repository.js';
import type { LoginThrottleRepository } from '../repositories/login-throttle-repository.js';
import type { LoginsRepository } from '../repositories/logins-repository.js';
import { toCustomerRecord } from './customer-records.js';
import type { SessionService } from './session-service.js';

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 60_000;

export class AccountLockedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('ACCOUNT_LOCKED');
  }
}

export interface LoginResult {
  client: CustomerRecord[];
  token: string;
  entry: number;
}

export function throttleKey(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('hex');
}

export class LoginService {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly logins: LoginsRepository,
    private readonly customers: CustomersRepository,
    private readonly throttle: LoginThrottleRepository,
    private readonly sessions: SessionService,
  ) {}

  async login(username: string, password: string): Promise<LoginResult> {
    const now = new Date();
    const key = throttleKey(username);
    const state = await this.throttle.get(key);
    if (state.lockedUntil && state.lockedUntil > now) {
      throw new AccountLockedError(Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 1000));
    }

    const login = await this.logins.findByEmail(username);
    // Unknown usernames still pay for one argon2 verification, so timing does not tell which emails exist.
    this.dummyHash ??= hashPassword(`dummy-${Math.random()}`);
    const ok = await verifyPassword(login?.passwordHash ?? (await this.dummyHash), password);
    if (!login || !ok) {
      const failures = state.failures + 1;
      const locked = failures >= LOCK_AFTER_FAILURES;
      await this.throttle.save(
        key,
        { failures: locked ? 0 : failures, lockedUntil: locked ? new Date(now.getTime() + LOCK_MS) : null },
        now,
      );
      throw new AppError('INVALID_CREDENTIALS');
    }

    if (state.failures > 0 || state.lockedUntil) await this.throttle.clear(key);
    await this.logins.recordLogin(login.id);
    const records = await this.customers.listForLogin(login.id);
    // Until the first-entry verification is done the token reaches only the wizard's routes (ADR 0036).
    const token = await this.sessions.issue(
      {
        loginId: login.id,
        customers: records.map((r) => r.cliente),
        scope: login.entry === 0 ? 'full' : 'first-entry',
      },
      login.tokenVersion,
    );
    return { client: records.map(toCustomerRecord), token, entry: login.entry };
  }
}
