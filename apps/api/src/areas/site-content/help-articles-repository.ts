// Help centre articles as staff keep them (migration 0031). Every change takes the version the admin read and
// bumps it in one conditional statement, so parallel saves never overwrite each other.
import type { HelpArticleFields } from '@portal/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, HelpArticlesTable } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';

export type HelpArticleRow = Selectable<HelpArticlesTable>;

const columnsOf = (fields: HelpArticleFields) => ({
  section: fields.section,
  question: fields.question,
  answer: fields.answer,
  sort_order: fields.sortOrder,
  telephony: fields.telephony ? (1 as const) : (0 as const),
  active: fields.active ? (1 as const) : (0 as const),
});

export class HelpArticlesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async list(): Promise<HelpArticleRow[]> {
    return this.db
      .selectFrom('help_articles')
      .selectAll()
      .orderBy('section')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  async find(id: number, executor: Kysely<Database> = this.db): Promise<HelpArticleRow | undefined> {
    return executor.selectFrom('help_articles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(fields: HelpArticleFields, trx: Kysely<Database>): Promise<HelpArticleRow> {
    return trx.insertInto('help_articles').values(columnsOf(fields)).returningAll().executeTakeFirstOrThrow();
  }

  /** The row after the change, or undefined when `version` is no longer the current one. */
  async update(
    id: number,
    version: number,
    fields: HelpArticleFields,
    trx: Kysely<Database>,
  ): Promise<HelpArticleRow | undefined> {
    return trx
      .updateTable('help_articles')
      .set({ ...columnsOf(fields), version: version + 1, updated_at: nowInstant() })
      .where('id', '=', id)
      .where('version', '=', version)
      .returningAll()
      .executeTakeFirst();
  }
}
