// One-time codes (hashed): creation replaces the subject's earlier codes of the same purpose; attempts and
// use are counted with conditional updates, so two concurrent tries cannot both win.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

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

  /** Counts a wrong try; returns the attempts after it, or null when the code was already spent. */
  async countFailure(id: number, maxAttempts: number): Promise<number | null> {
    const result = await this.db
      .updateTable('one_time_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    const row = await this.db
      .selectFrom('one_time_codes')
      .select('attempts')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.attempts ?? null;
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
