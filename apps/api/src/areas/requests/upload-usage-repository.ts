// The daily upload cap per login, counted in the database so it holds across parallel requests and
// instances: a reservation is one conditional upsert (`used + n <= cap`), so two uploads can never both take
// the last free bytes (design §7: a limit is counted before the comparison it allows).
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export class UploadUsageRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds `bytes` to the login's usage of `day` when the total stays within `cap`; false when it would not. */
  async reserve(loginId: number, day: string, bytes: number, cap: number): Promise<boolean> {
    if (bytes > cap) return false;
    const row = await this.db
      .insertInto('upload_usage')
      .values({ login_id: loginId, day, used_bytes: bytes })
      .onConflict((oc) =>
        oc
          .columns(['login_id', 'day'])
          .doUpdateSet((eb) => ({ used_bytes: eb('upload_usage.used_bytes', '+', bytes) }))
          .where((eb) => eb(eb('upload_usage.used_bytes', '+', bytes), '<=', cap)),
      )
      .returning('used_bytes')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Gives back bytes reserved for files that were not kept. */
  async release(loginId: number, day: string, bytes: number): Promise<void> {
    if (bytes <= 0) return;
    await this.db
      .updateTable('upload_usage')
      .set((eb) => ({ used_bytes: eb('used_bytes', '-', bytes) }))
      .where('login_id', '=', loginId)
      .where('day', '=', day)
      .execute();
  }
}
