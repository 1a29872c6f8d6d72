// Staff sessions (ADR 0092): a signed token of its own purpose (audience 'staff', own derived key, so customer
// tokens and sign-in challenges never pass) that names a server-side session row. The row carries the 30-minute
// idle limit (last_seen_at, moved at most once a minute so reads stay cheap) and ends at once on sign-out, a
// role change, deactivation or a password change, on every instance.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { toDbInstant } from '../../infrastructure/db/time.js';
import type { TokenSigner } from '../../lib/signed-tokens.js';
import type { AuditActor } from './audit-log-repository.js';
import type { StaffSessionsRepository } from './staff-sessions-repository.js';
import type { StaffIdentity } from './staff-users-repository.js';

/** Idle limit: a back-office session unlocks the decrypted debit export. */
export const STAFF_SESSION_MINUTES = 30;
/** last_seen_at moves at most this often: a busy desk does not write on every read. */
export const STAFF_SESSION_TOUCH_MS = 60_000;
/** The token's own lifetime caps a session that is kept busy: one working day. */
const STAFF_TOKEN_HOURS = 12;
/** Between the password and the second factor. */
export const STAFF_CHALLENGE_MINUTES = 5;

export type ChallengeStage = 'segundo-factor' | 'alta';

export interface IssuedStaffSession {
  token: string;
  /** When the session ends if the member makes no call before. */
  expiresAt: Date;
}

export interface StaffSessionIdentity extends StaffIdentity {
  sessionId: string;
}

export interface StaffChallenge {
  staffUserId: number;
  stage: ChallengeStage;
  /** The sealed secret being enrolled (stage 'alta'), so the sign-in writes nothing before the member confirms. */
  pendingSecret?: string;
}

const idleMs = STAFF_SESSION_MINUTES * 60_000;

export class StaffSessionService {
  constructor(
    private readonly tokens: TokenSigner,
    private readonly sessions: StaffSessionsRepository,
  ) {}

  /** Opens a session row (inside the sign-in's transaction) and signs its token. */
  async issue(staffUserId: number, actor: Omit<AuditActor, 'staffUserId'>, executor?: Kysely<Database>) {
    const id = randomBytes(18).toString('base64url');
    const now = new Date();
    await this.sessions.create(
      { id, staffUserId, now: toDbInstant(now), ip: actor.ip, userAgent: actor.userAgent },
      executor,
    );
    const signed = await this.tokens.sign(
      'staff',
      { sid: id },
      STAFF_TOKEN_HOURS * 3600,
      String(staffUserId),
    );
    return { token: signed.token, expiresAt: new Date(now.getTime() + idleMs), sessionId: id };
  }

  /** The member of a valid, open, not idle session; null otherwise. Extends the session (at most once a minute). */
  async read(token: string): Promise<StaffSessionIdentity | null> {
    const verified = await this.tokens.verify('staff', token);
    const sid = verified?.claims.sid;
    if (typeof sid !== 'string' || !sid) return null;
    const session = await this.sessions.findOpen(sid);
    if (!session || String(session.staff.id) !== verified?.claims.sub) return null;
    const now = Date.now();
    const seen = new Date(session.lastSeenAt).getTime();
    if (now - seen > idleMs) return null;
    if (now - seen >= STAFF_SESSION_TOUCH_MS) {
      await this.sessions.touch(sid, session.lastSeenAt, toDbInstant(new Date(now)));
    }
    return { ...session.staff, sessionId: sid };
  }

  async end(sessionId: string): Promise<void> {
    await this.sessions.end(sessionId, toDbInstant(new Date()));
  }

  /** Ends all the member's sessions (but `keep`) inside the change's transaction; answers how many. */
  async endAllOf(staffUserId: number, executor: Kysely<Database>, keep?: string): Promise<number> {
    return this.sessions.endAllOf(staffUserId, toDbInstant(new Date()), executor, keep);
  }

  async issueChallenge(challenge: StaffChallenge) {
    const claims = {
      stage: challenge.stage,
      ...(challenge.pendingSecret ? { ps: challenge.pendingSecret } : {}),
    };
    return this.tokens.sign(
      'staff-challenge',
      claims,
      STAFF_CHALLENGE_MINUTES * 60,
      String(challenge.staffUserId),
    );
  }

  /** The challenge of a valid token of that stage; null when expired, tampered or of the other stage. */
  async readChallenge(token: string, stage: ChallengeStage): Promise<StaffChallenge | null> {
    const verified = await this.tokens.verify('staff-challenge', token);
    if (!verified || verified.claims.stage !== stage) return null;
    const staffUserId = Number(verified.claims.sub);
    if (!Number.isSafeInteger(staffUserId) || staffUserId <= 0) return null;
    const pending = verified.claims.ps;
    return { staffUserId, stage, ...(typeof pending === 'string' ? { pendingSecret: pending } : {}) };
  }
}
