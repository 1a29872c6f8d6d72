// Customer sessions as signed tokens: the login id, the customer numbers it owns (and which of them it holds),
// the login's token version and the token's scope travel in the token, so ownership checks need no customer
// read (ADR 0030). Each read also checks, by primary key, that no password change bumped the version and that
// logout did not end this token (ADR 0036).
import type { TokenSigner } from '../../lib/signed-tokens.js';
import type { SpentTokensRepository } from './spent-tokens-repository.js';
import { endedSessionKey, type SessionsRepository } from './sessions-repository.js';

/** 'first-entry' while the login's first-entry verification is pending: only the wizard's routes accept it. */
export type SessionScope = 'full' | 'first-entry';

export interface Session {
  loginId: number;
  customers: number[];
  /** The records of `customers` this login holds (spec §6); the others it reaches as an authorised person. */
  holds: number[];
  scope: SessionScope;
}

/** A session read from a valid token: its id and expiry let logout end exactly this token. */
export interface ActiveSession extends Session {
  tokenId: string;
  expiresAt: Date;
}

export class SessionService {
  constructor(
    private readonly tokens: TokenSigner,
    private readonly ttlMinutes: number,
    private readonly repository: SessionsRepository,
    private readonly spent: SpentTokensRepository,
  ) {}

  async issue(session: Session, tokenVersion: number): Promise<string> {
    const signed = await this.tokens.sign(
      'session',
      { cls: session.customers, hld: session.holds, ver: tokenVersion, scp: session.scope },
      this.ttlMinutes * 60,
      String(session.loginId),
    );
    return signed.token;
  }

  /** The session of a valid, current token; null when it is bad, expired, of an old version or logged out. */
  async read(token: string): Promise<ActiveSession | null> {
    const verified = await this.tokens.verify('session', token);
    if (!verified) return null;
    const { sub, cls: customers, hld, ver, scp: scope } = verified.claims;
    const loginId = Number(sub);
    if (!Number.isInteger(loginId) || loginId <= 0 || !Number.isInteger(ver)) return null;
    if (!Array.isArray(customers) || !customers.every((c) => Number.isInteger(c))) return null;
    if (scope !== 'full' && scope !== 'first-entry') return null;
    // A token from before holders were told apart holds nothing: holder-only requests wait for a new sign-in.
    const holds = Array.isArray(hld) ? hld.filter((c) => customers.includes(c)) : [];
    const state = await this.repository.state(loginId, verified.id);
    if (!state || state.ended || state.tokenVersion !== ver) return null;
    return { loginId, customers, holds, scope, tokenId: verified.id, expiresAt: verified.expiresAt };
  }

  /** Logout: this token dies on every instance; the login's other devices stay signed in. */
  async end(session: ActiveSession): Promise<void> {
    await this.spent.spend(endedSessionKey(session.tokenId), session.expiresAt);
  }
}
