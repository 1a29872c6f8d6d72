// Sign-in: argon2id verification, the same work for unknown usernames (a dummy hash), and a short lock per
// username: each try is reserved in the database before the password check, so at most 5 checks happen per
// lock window however many guesses arrive at once (ADR 0034). The lock is deliberately brief (1 minute): an
// attacker can slow a customer down but not lock them out for long; the per-IP limits in the route do the rest.
import { createHash } from 'node:crypto';
import type { CustomerRecord } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { CustomersRepository } from './customers-repository.js';
import type { LoginThrottleRepository } from './login-throttle-repository.js';
import type { LoginsRepository } from './logins-repository.js';
import { toCustomerRecord } from './customer-records.js';
import type { SessionService } from './session-service.js';

/** 5 tries per username, then a 1-minute lock; a success clears the count. */
const THROTTLE = { maxTries: 5, lockMs: 60_000 } as const;

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
    const lockedUntil = await this.throttle.reserve(key, now, THROTTLE);
    if (lockedUntil) {
      const retryAfterSeconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
      throw new AppError('ACCOUNT_LOCKED', { retryAfterSeconds });
    }

    const login = await this.logins.findByEmail(username);
    // Unknown usernames still pay for one argon2 verification, so timing does not tell which emails exist.
    this.dummyHash ??= hashPassword(`dummy-${Math.random()}`).catch((error: unknown) => {
      this.dummyHash = undefined; // e.g. SERVER_BUSY: the next login tries again
      throw error;
    });
    const ok = await verifyPassword(login?.passwordHash ?? (await this.dummyHash), password);
    // A wrong try was already counted by its reservation.
    if (!login || !ok) throw new AppError('INVALID_CREDENTIALS');

    await this.throttle.clear(key);
    await this.logins.recordLogin(login.id);
    const records = await this.customers.listForLogin(login.id);
    // Until the first-entry verification is done the token reaches only the wizard's routes (ADR 0036).
    const token = await this.sessions.issue(
      {
        loginId: login.id,
        customers: records.map((r) => r.cliente),
        holds: records.filter((r) => r.relation === 'holder').map((r) => r.cliente),
        scope: login.entry === 0 ? 'full' : 'first-entry',
      },
      login.tokenVersion,
    );
    return { client: records.map(toCustomerRecord), token, entry: login.entry };
  }
}
