// Customer sessions as signed tokens: the login id and the customer numbers it owns travel in the token, so
// ownership checks need no database read (docs/decisions/0030-session-tokens.md).
import type { TokenSigner } from '../lib/signed-tokens.js';

export interface Session {
  loginId: number;
  customers: number[];
}

export class SessionService {
  constructor(
    private readonly tokens: TokenSigner,
    private readonly ttlMinutes: number,
  ) {}

  async issue(session: Session): Promise<string> {
    const signed = await this.tokens.sign(
      'session',
      { cls: session.customers },
      this.ttlMinutes * 60,
      String(session.loginId),
    );
    return signed.token;
  }

  async read(token: string): Promise<Session | null> {
    const verified = await this.tokens.verify('session', token);
    if (!verified) return null;
    const loginId = Number(verified.claims.sub);
    const customers = verified.claims.cls;
    if (!Number.isInteger(loginId) || loginId <= 0) return null;
    if (!Array.isArray(customers) || !customers.every((c) => Number.isInteger(c))) return null;
    return { loginId, customers: customers as number[] };
  }
}
