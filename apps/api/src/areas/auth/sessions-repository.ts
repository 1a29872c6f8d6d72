// Server-side state of the otherwise stateless session tokens (ADR 0036): the login's token version, bumped by
// password changes, and the sessions ended by logout, whose token id stays in spent_tokens until the token
// would have expired anyway. One round trip per authenticated call, by primary keys.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface SessionState {
  tokenVersion: number;
  /** This token was ended by logout. */
  ended: boolean;
}

export const endedSessionKey = (tokenId: string): string => `session:${tokenId}`;

export class SessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Undefined when the login no longer exists. */
  async state(loginId: number, tokenId: string): Promise<SessionState | undefined> {
    const row = await this.db
      .selectFrom('logins')
      .select((eb) => [
        'token_version',
        eb
          .exists(eb.selectFrom('spent_tokens').select('id').where('id', '=', endedSessionKey(tokenId)))
          .as('ended'),
      ])
      .where('id', '=', loginId)
      .executeTakeFirst();
    // PostgreSQL answers EXISTS as a boolean, SQLite as 0 or 1.
    return row && { tokenVersion: row.token_version, ended: Boolean(Number(row.ended)) };
  }
}
