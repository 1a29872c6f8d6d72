// Staff sessions as signed tokens of their own purpose (audience 'staff', own derived key), so a staff token is
// refused on customer routes and a customer token on staff routes. Short-lived, and every read checks that the
// user is still active: deactivating a staff user ends their sessions on every instance at once.
import type { TokenSigner } from '../../lib/signed-tokens.js';
import type { StaffIdentity, StaffUsersRepository } from './staff-users-repository.js';

/** A back-office session unlocks the decrypted debit export: half the customers' hour. */
export const STAFF_SESSION_MINUTES = 30;

export interface IssuedStaffSession {
  token: string;
  expiresAt: Date;
}

export class StaffSessionService {
  constructor(
    private readonly tokens: TokenSigner,
    private readonly staff: StaffUsersRepository,
  ) {}

  async issue(staffUserId: number): Promise<IssuedStaffSession> {
    const signed = await this.tokens.sign('staff', {}, STAFF_SESSION_MINUTES * 60, String(staffUserId));
    return { token: signed.token, expiresAt: signed.expiresAt };
  }

  /** The staff user of a valid token, still active; null otherwise. */
  async read(token: string): Promise<StaffIdentity | null> {
    const verified = await this.tokens.verify('staff', token);
    if (!verified) return null;
    const id = Number(verified.claims.sub);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    return (await this.staff.findActive(id)) ?? null;
  }
}
