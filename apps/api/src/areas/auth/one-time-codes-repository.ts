// One-time codes (hashed): creation replaces the subject's earlier codes of the same purpose; a try is
// counted before its comparison and use is marked with conditional updates, so parallel tries cannot exceed
// the limit and two right ones cannot both win.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface CodeRow {
  id: number;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  usedAt: Date | null;
}

export class OneTimeCodesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async replace(
    purpose: string,
    subject: string,
    codeHash: string,
    expiresAt: Date,
    now: Date,
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('one_time_codes')
        .set({ used_at: now.toISOString() })
        .where('purpose', '=', purpose)
        .where('subject', '=', subject)
        .where('used_at', 'is', null)
        .execute();
      const row = await trx
        .insertInto('one_time_codes')
        .values({
          purpose,
          subject,
          code_hash: codeHash,
          attempts: 0,
          expires_at: expiresAt.toISOString(),
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }

  /** The newest code of that subject and purpose, used or not. */
  async latest(purpose: string, subject: string): Promise<CodeRow | undefined> {
    const row = await this.db
      .selectFrom('one_time_codes')
      .select(['id', 'code_hash', 'attempts', 'expires_at', 'used_at'])
      .where('purpose', '=', purpose)
      .where('subject', '=', subject)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        codeHash: row.code_hash,
        attempts: row.attempts,
        expiresAt: new Date(row.expires_at),
        usedAt: row.used_at ? new Date(row.used_at) : null,
      }
    );
  }

  /**
   * Spends one of the code's tries before its comparison, in one conditional update: however many guesses
   * arrive at once, at most `maxAttempts` of them get true here. False when the code is spent, used or expired.
   */
  async reserveAttempt(id: number, maxAttempts: number, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('one_time_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks the code used; false when another request used it first. */
  async markUsed(id: number, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('one_time_codes')
      .set({ used_at: now.toISOString() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
