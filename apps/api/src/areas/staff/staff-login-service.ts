// Staff sign-in, hardened like the customer's (ADR 0030, 0034): argon2id, a dummy verification for unknown
// emails so timing does not tell which exist, and a short lock per email reserved before the password check, so
// parallel guesses get at most 5 checks per minute. An inactive user gets the same answer as a wrong password.
import type { StaffSession } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import type { LoginThrottleRepository } from '../auth/index.js';
import type { StaffUsersRepository } from './staff-users-repository.js';
import { PasswordVerifier, reservePasswordTry, throttleKey } from '../auth/index.js';
import type { StaffSessionService } from './staff-session-service.js';

export class StaffLoginService {
  private readonly passwords = new PasswordVerifier();

  constructor(
    private readonly staff: StaffUsersRepository,
    private readonly throttle: LoginThrottleRepository,
    private readonly sessions: StaffSessionService,
  ) {}

  async login(email: string, password: string): Promise<StaffSession> {
    const now = new Date();
    // Its own key space: a customer login with the same email keeps its own count.
    const key = throttleKey(`staff:${email}`);
    await reservePasswordTry(this.throttle, key, now);

    const user = await this.staff.findByEmail(email);
    const ok = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !ok || !user.active) throw new AppError('INVALID_CREDENTIALS');

    await this.throttle.clear(key);
    await this.staff.recordLogin(user.id);
    const session = await this.sessions.issue(user.id);
    return {
      token: session.token,
      name: user.name,
      role: user.role,
      expires_at: session.expiresAt.toISOString(),
    };
  }
}
