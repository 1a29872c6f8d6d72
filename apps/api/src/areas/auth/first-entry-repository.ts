// The first-entry state of a login (logins.entry): read it, and move it one step forward only from the step
// it is at, so two tabs or a replayed request can never skip or repeat a step.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';

export interface FirstEntryLogin {
  id: number;
  email: string;
  entry: number;
}

export class FirstEntryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(loginId: number): Promise<FirstEntryLogin | undefined> {
    return this.db
      .selectFrom('logins')
      .select(['id', 'email', 'entry'])
      .where('id', '=', loginId)
      .executeTakeFirst();
  }

  /** Sets `entry` to `to` if it is still `from`; false when another request moved it first. */
  async advance(loginId: number, from: number, to: number): Promise<boolean> {
    const result = await this.db
      .updateTable('logins')
      .set({ entry: to, updated_at: nowInstant() })
      .where('id', '=', loginId)
      .where('entry', '=', from)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}
