// Single-use bookkeeping for ALTCHA solutions and reset tokens: inserting an id succeeds once. The primary key
// makes it atomic across instances sharing the database.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export class SpentTokensRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** true the first time an id is spent, false on every later try. */
  async spend(id: string, expiresAt: Date): Promise<boolean> {
    const result = await this.db
      .insertInto('spent_tokens')
      .values({ id, expires_at: expiresAt.toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    // Opportunistic clean-up keeps the table as small as the set of still-valid tokens.
    await this.db.deleteFrom('spent_tokens').where('expires_at', '<', new Date().toISOString()).execute();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }
}
