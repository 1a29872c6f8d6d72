// Sign-in: argon2id verification, the same work for unknown usernames (a dummy hash), and a short lock per
// username: each try is reserved in the database before the password check, so at most 5 checks happen per
// lock window however many guesses arrive at once (ADR 0034). The lock is deliberately brief (1 minute): an
// attacker can slow a customer down but not lock them out for long; the per-IP limits in the route do the rest.
import { createHash } from 'node:crypto';
import type { CustomerRecord } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import type { CustomersRepository } from './customers-repository.js';
import type { LoginThrottleRepository } from './login-throttle-repository.js';
import type { LoginsRepository } from './logins-repository.js';
import { PasswordVerifier, reservePasswordTry } from './password-tries.js';
import { toCustomerRecord } from './customer-records.js';
import type { SessionService } from './session-service.js';

export interface LoginResult {
  client: CustomerRecord[];
  token: string;
  entry: number;
}

export function throttleKey(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('hex');
}

export class LoginService {
  private readonly passwords = new PasswordVerifier();

  constructor(
    private readonly logins: LoginsRepository,
    private readonly customers: CustomersRepository,
    private readonly throttle: LoginThrottleRepository,
    private readonly sessions: SessionService,
  ) {}

  async login(username: string, password: string): Promise<LoginResult> {
    const now = new Date();
    const key = throttleKey(username);
    await reservePasswordTry(this.throttle, key, now);

    const login = await this.logins.findByEmail(username);
    // Unknown usernames still pay for one argon2 verification, so timing does not tell which emails exist.
    const ok = await this.passwords.verify(login?.passwordHash, password);
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
