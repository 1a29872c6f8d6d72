// Staff sign-in in two steps (ADR 0092), hardened like the customer's (ADR 0030, 0034): argon2id with a dummy
// check for unknown emails and a per-email lock reserved before the check; then a TOTP code or a recovery code,
// with its own per-member lock, each code taken by a conditional update so it signs in once. The session row,
// the sign-in time and the audit entry commit in one transaction.
import type { StaffEnrolledSession, StaffLoginChallenge, StaffSession } from '@portal/domain';
import { RECOVERY_CODE_PATTERN, staffAccessMessages } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { LoginThrottleRepository } from '../auth/index.js';
import { PasswordVerifier, reservePasswordTry, throttleKey } from '../auth/index.js';
import type { AuditActor, AuditLogRepository } from './audit-log-repository.js';
import { toStaffMember } from './staff-member-view.js';
import type { StaffSecrets } from './staff-secrets.js';
import type { StaffSessionService } from './staff-session-service.js';
import type { StaffUserRow, StaffUsersRepository } from './staff-users-repository.js';
import { newRecoveryCodes, newTotpSecret, totpEnrolment, verifyTotp } from './totp.js';
import type { Transact } from './transact.js';

/** Where the request came from; the member is known only after the password. */
export type RequestOrigin = Omit<AuditActor, 'staffUserId'>;

export interface StaffLoginDeps {
  staff: StaffUsersRepository;
  throttle: LoginThrottleRepository;
  sessions: StaffSessionService;
  secrets: StaffSecrets;
  audit: AuditLogRepository;
  transact: Transact;
  /** The issuer authenticator apps show next to the code. */
  issuer: string;
}

const challengeExpired = () =>
  new AppError('SESSION_EXPIRED', { message: staffAccessMessages.challengeExpired });
const wrongCode = () =>
  new AppError('CODE_INVALID', {
    message: staffAccessMessages.wrongCode,
    fields: { code: staffAccessMessages.wrongCode },
  });

export class StaffLoginService {
  private readonly passwords = new PasswordVerifier();

  constructor(private readonly deps: StaffLoginDeps) {}

  async login(email: string, password: string): Promise<StaffLoginChallenge> {
    const { staff, throttle, sessions, secrets } = this.deps;
    // Its own key space: a customer login with the same email keeps its own count.
    const key = throttleKey(`staff:${email}`);
    await reservePasswordTry(throttle, key, new Date());

    const user = await staff.findByEmail(email);
    const ok = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !ok || !user.active) throw new AppError('INVALID_CREDENTIALS');
    await throttle.clear(key);

    if (user.totpSecret) {
      const signed = await sessions.issueChallenge({ staffUserId: user.id, stage: 'segundo-factor' });
      return { stage: 'segundo-factor', challenge: signed.token, expiresAt: signed.expiresAt.toISOString() };
    }
    const secret = newTotpSecret();
    const signed = await sessions.issueChallenge({
      staffUserId: user.id,
      stage: 'alta',
      pendingSecret: secrets.sealTotpSecret(secret),
    });
    return {
      stage: 'alta',
      challenge: signed.token,
      expiresAt: signed.expiresAt.toISOString(),
      enrolment: await totpEnrolment(secret, this.deps.issuer, user.email),
    };
  }

  async secondFactor(challengeToken: string, code: string, origin: RequestOrigin): Promise<StaffSession> {
    const { staff, sessions, secrets, transact } = this.deps;
    const challenge = await sessions.readChallenge(challengeToken, 'segundo-factor');
    const user = challenge && (await staff.findById(challenge.staffUserId));
    if (!user?.active || !user.totpSecret) throw challengeExpired();
    const sealed = user.totpSecret;
    const key = await this.reserveCodeTry(user.id);

    const isRecovery = RECOVERY_CODE_PATTERN.test(code);
    const step = isRecovery ? null : verifyTotp(secrets.openTotpSecret(sealed), code);
    if (!isRecovery && step === null) throw wrongCode();

    const session = await transact(async (trx) => {
      const taken =
        step === null
          ? await staff.spendRecoveryCode(user.id, secrets.hashRecoveryCode(code), trx)
          : await staff.useTotpStep(user.id, sealed, step, trx);
      if (!taken) return null;
      return this.open(user, origin, trx, isRecovery ? 'codigo-de-recuperacion' : 'totp');
    });
    if (!session) throw wrongCode();
    await this.deps.throttle.clear(key);
    return session;
  }

  async enrol(challengeToken: string, code: string, origin: RequestOrigin): Promise<StaffEnrolledSession> {
    const { staff, sessions, secrets, transact, audit } = this.deps;
    const challenge = await sessions.readChallenge(challengeToken, 'alta');
    const user = challenge?.pendingSecret && (await staff.findById(challenge.staffUserId));
    if (!challenge?.pendingSecret || !user || !user.active || user.totpSecret) throw challengeExpired();
    const sealed = challenge.pendingSecret;
    const key = await this.reserveCodeTry(user.id);

    let secret: string;
    try {
      secret = secrets.openTotpSecret(sealed);
    } catch {
      throw challengeExpired();
    }
    const step = verifyTotp(secret, code);
    if (step === null) throw wrongCode();

    const recoveryCodes = newRecoveryCodes();
    const session = await transact(async (trx) => {
      // Another tab enrolled first: this challenge is spent.
      if (!(await staff.enrol(user.id, sealed, step, trx))) return null;
      await staff.addRecoveryCodes(
        user.id,
        recoveryCodes.map((c) => secrets.hashRecoveryCode(c)),
        trx,
      );
      await audit.record(
        {
          staffUserId: user.id,
          action: 'staff.second-factor.enrol',
          entity: 'staff_user',
          entityId: String(user.id),
          after: { segundoFactor: true, codigosDeRecuperacion: recoveryCodes.length },
          ip: origin.ip,
          userAgent: origin.userAgent,
        },
        trx,
      );
      return this.open(user, origin, trx, 'alta');
    });
    if (!session) throw challengeExpired();
    await this.deps.throttle.clear(key);
    return { ...session, recoveryCodes };
  }

  /** 5 wrong codes per member, then a 1-minute lock, reserved before the check like a password try. */
  private async reserveCodeTry(staffUserId: number): Promise<string> {
    const key = throttleKey(`staff-2fa:${staffUserId}`);
    await reservePasswordTry(this.deps.throttle, key, new Date());
    return key;
  }

  private async open(
    user: StaffUserRow,
    origin: RequestOrigin,
    trx: Kysely<Database>,
    method: string,
  ): Promise<StaffSession> {
    const { staff, sessions, audit } = this.deps;
    await staff.recordLogin(user.id, trx);
    const issued = await sessions.issue(user.id, origin, trx);
    await audit.record(
      {
        staffUserId: user.id,
        action: 'staff.sign-in',
        entity: 'staff_user',
        entityId: String(user.id),
        details: { metodo: method },
        ip: origin.ip,
        userAgent: origin.userAgent,
      },
      trx,
    );
    return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), staff: toStaffMember(user) };
  }
}
