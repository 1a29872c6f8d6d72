// Tries per username (hashed), for the short account lock. A try is reserved before the password check with
// one conditional upsert, so parallel guesses cannot check more passwords than the limit. Rows exist only
// while a username has recent tries; a success deletes its row.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface ThrottleRule {
  /** Tries allowed before the lock (at least 2); the last of them starts it. */
  maxTries: number;
  lockMs: number;
}

export class LoginThrottleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Counts one try for `key` unless it is locked. Returns null when the try may go ahead, or the instant the
   * lock ends. The try that reaches `maxTries` sets the lock in the same statement; an ended lock restarts
   * the count.
   */
  async reserve(key: string, now: Date, rule: ThrottleRule): Promise<Date | null> {
    const at = now.toISOString();
    const lockEnds = new Date(now.getTime() + rule.lockMs).toISOString();
    const lockEnded = sql<boolean>`login_throttle.locked_until is not null and login_throttle.locked_until <= ${at}`;
    const reserved = await this.db
      .insertInto('login_throttle')
      .values({ key, failures: 1, locked_until: null, updated_at: at })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            failures: sql<number>`case when ${lockEnded} then 1 else login_throttle.failures + 1 end`,
            locked_until: sql<string | null>`case
              when ${lockEnded} then null
              when login_throttle.failures + 1 >= ${rule.maxTries} then ${lockEnds}
              else login_throttle.locked_until end`,
            updated_at: at,
          })
          .where((eb) =>
            eb.or([
              eb('login_throttle.locked_until', 'is', null),
              eb('login_throttle.locked_until', '<=', at),
            ]),
          ),
      )
      .returning('failures')
      .executeTakeFirst();
    if (reserved) return null;
    const row = await this.db
      .selectFrom('login_throttle')
      .select('locked_until')
      .where('key', '=', key)
      .executeTakeFirst();
    // Refused, then cleared by a success before this read: the try was not counted, so it waits a second.
    return row?.locked_until ? new Date(row.locked_until) : new Date(now.getTime() + 1_000);
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('key', '=', key).execute();
  }
}
