// Failed-login counters per username (hashed), for the short account lock. Rows exist only while a username
// has recent failures; a success deletes its row.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
}

export class LoginThrottleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(key: string): Promise<ThrottleState> {
    const row = await this.db
      .selectFrom('login_throttle')
      .select(['failures', 'locked_until'])
      .where('key', '=', key)
      .executeTakeFirst();
    return {
      failures: row?.failures ?? 0,
      lockedUntil: row?.locked_until ? new Date(row.locked_until) : null,
    };
  }

  async save(key: string, state: ThrottleState, now: Date): Promise<void> {
    const values = {
      failures: state.failures,
      locked_until: state.lockedUntil ? state.lockedUntil.toISOString() : null,
      updated_at: now.toISOString(),
    };
    await this.db
      .insertInto('login_throttle')
      .values({ key, ...values })
      .onConflict((oc) => oc.column('key').doUpdateSet(values))
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('key', '=', key).execute();
  }
}
