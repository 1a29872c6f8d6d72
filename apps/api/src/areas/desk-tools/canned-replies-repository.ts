// Canned replies (migration 0028). Every change takes the version the admin read and bumps it in one
// conditional statement, so two admins saving at once never overwrite each other.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CannedRepliesTable, Database } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';

export type CannedReplyRow = Selectable<CannedRepliesTable>;

export interface CannedReplyFields {
  title: string;
  body: string;
  queue: string | null;
  active: boolean;
}

export class CannedRepliesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async list(includeInactive: boolean): Promise<CannedReplyRow[]> {
    let query = this.db.selectFrom('canned_replies').selectAll();
    if (!includeInactive) query = query.where('active', '=', 1);
    return query.orderBy('title').orderBy('id').execute();
  }

  async find(id: number, executor: Kysely<Database> = this.db): Promise<CannedReplyRow | undefined> {
    return executor.selectFrom('canned_replies').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(fields: CannedReplyFields, trx: Kysely<Database>): Promise<CannedReplyRow> {
    return trx
      .insertInto('canned_replies')
      .values({ ...fields, active: fields.active ? 1 : 0 })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The row after the change, or undefined when `version` is no longer the current one. */
  async update(
    id: number,
    version: number,
    fields: Partial<CannedReplyFields>,
    trx: Kysely<Database>,
  ): Promise<CannedReplyRow | undefined> {
    const { active, ...rest } = fields;
    return trx
      .updateTable('canned_replies')
      .set({
        ...rest,
        ...(active === undefined ? {} : { active: active ? 1 : 0 }),
        version: version + 1,
        updated_at: nowInstant(),
      })
      .where('id', '=', id)
      .where('version', '=', version)
      .returningAll()
      .executeTakeFirst();
  }

  /** Whether the row at `version` was deleted. */
  async delete(id: number, version: number, trx: Kysely<Database>): Promise<boolean> {
    const result = await trx
      .deleteFrom('canned_replies')
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
