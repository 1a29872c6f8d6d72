// Staff sign-in, hardened like the customer's (ADR 0030, 0034): argon2id, a dummy verification for unknown
// emails so timing does not tell which exist, and a short lock per email reserved before the password check, so
// parallel guesses get at most 5 checks per minute. An inactive user gets the same answer as a wrong password.
import type { StaffSession } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { LoginThrottleRepository } from '../auth/index.js';
import type { StaffUsersRepository } from './staff-users-repository.js';
import { throttleKey } from '../auth/index.js';
import type { StaffSessionService } from './staff-session-service.js';

const THROTTLE = { maxTries: 5, lockMs: 60_000 } as const;

export class StaffLoginService {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly staff: StaffUsersRepository,
    private readonly throttle: LoginThrottleRepository,
    private readonly sessions: StaffSessionService,
  ) {}

  async login(email: string, password: string): Promise<StaffSession> {
    const now = new Date();
    // Its own key space: a customer login with the same email keeps its own count.
    const key = throttleKey(`staff:${email}`);
    const lockedUntil = await this.throttle.reserve(key, now, THROTTLE);
    if (lockedUntil) {
      const retryAfterSeconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
      throw new AppError('ACCOUNT_LOCKED', { retryAfterSeconds });
    }

    const user = await this.staff.findByEmail(email);
    this.dummyHash ??= hashPassword(`dummy-${Math.random()}`).catch((error: unknown) => {
      this.dummyHash = undefined;
      throw error;
    });
    const ok = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), password);
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
