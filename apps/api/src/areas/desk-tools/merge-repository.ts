// Merging two requests of one customer (issue #30 §2) in the database: each write is conditional (the kept
// request at the version the member read, the other one not merged yet), and the two rows are written in id
// order, so two merges of the same pair, in either direction, queue on the first row instead of deadlocking.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface MergeRow {
  id: number;
  number: string;
  customerId: number | null;
  status: string;
  summary: string;
  version: number;
  mergedIntoId: number | null;
}

export interface MergeWrite {
  kept: MergeRow;
  other: MergeRow;
  /** The version of `kept` the member read. */
  version: number;
  staffId: number;
  at: string;
  keptText: string;
  otherText: string;
}

export class MergeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(number: string): Promise<MergeRow | undefined> {
    const row = await this.db
      .selectFrom('requests')
      .select(['id', 'number', 'customer_id', 'status', 'summary', 'version', 'merged_into_id'])
      .where('number', '=', number)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        number: row.number,
        customerId: row.customer_id,
        status: row.status,
        summary: row.summary,
        version: row.version,
        mergedIntoId: row.merged_into_id,
      }
    );
  }

  /** Runs the merge in one transaction; false (nothing written) when either row changed since it was read. */
  async merge(
    write: MergeWrite,
    afterWrite: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<boolean> {
    const steps = [
      { id: write.kept.id, run: (trx: Transaction<Database>) => this.#touchKept(trx, write) },
      { id: write.other.id, run: (trx: Transaction<Database>) => this.#closeOther(trx, write) },
    ].sort((a, b) => a.id - b.id);
    return this.db
      .transaction()
      .execute(async (trx) => {
        for (const step of steps) {
          // Thrown, not returned, so the step already written rolls back.
          if (!(await step.run(trx))) throw new StaleMerge();
        }
        const { kept, other } = write;
        await trx
          .updateTable('request_thread')
          .set({ request_id: kept.id })
          .where('request_id', '=', other.id)
          .execute();
        await trx
          .updateTable('request_attachments')
          .set({ request_id: kept.id })
          .where('request_id', '=', other.id)
          .execute();
        const entry = (requestId: number, text: string) => ({
          request_id: requestId,
          kind: 'fusion',
          author_staff_id: write.staffId,
          text,
          from_value: other.number,
          to_value: kept.number,
          created_at: write.at,
        });
        await trx
          .insertInto('request_thread')
          .values([entry(kept.id, write.keptText), entry(other.id, write.otherText)])
          .execute();
        await afterWrite(trx);
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof StaleMerge) return false;
        throw error;
      });
  }

  async #touchKept(trx: Transaction<Database>, { kept, version, at }: MergeWrite): Promise<boolean> {
    const result = await trx
      .updateTable('requests')
      .set({ version: version + 1, updated_at: at })
      .where('id', '=', kept.id)
      .where('version', '=', version)
      .where('merged_into_id', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Closes the other one as merged (resolved, with merged_into_id), keeping an earlier close's instant. */
  async #closeOther(trx: Transaction<Database>, { kept, other, at }: MergeWrite): Promise<boolean> {
    const result = await trx
      .updateTable('requests')
      .set((eb) => ({
        merged_into_id: kept.id,
        status: 'resolved',
        is_open: 0,
        closed_at: eb.fn.coalesce('closed_at', eb.val(at)),
        version: eb('version', '+', 1),
        updated_at: at,
      }))
      .where('id', '=', other.id)
      .where('merged_into_id', 'is', null)
      .where('version', '=', other.version)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}

class StaleMerge extends Error {}
