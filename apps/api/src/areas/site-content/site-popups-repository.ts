// Pop-ups as staff keep them (migration 0031 added target pages and a version). Every change takes the version
// the admin read and bumps it in one conditional statement, so parallel saves never overwrite each other. The
// message reaches here already sanitised (SitePopupsService).
import { POPUP_PAGES, popupTypeOf, type PopupFields } from '@portal/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PopupsTable } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';

export type PopupRow = Selectable<PopupsTable>;

const columnsOf = (fields: PopupFields) => ({
  // The first page's type keeps the spec's one-type shape for readers that predate target pages.
  type: popupTypeOf(fields.pages[0] ?? POPUP_PAGES[0].path),
  pages: JSON.stringify(fields.pages),
  datefrom: fields.dateFrom,
  dateuntil: fields.dateUntil,
  message: fields.message,
  link: fields.link,
  button_link_text: fields.linkText,
  button_link_color: fields.linkColor,
  active: fields.active ? (1 as const) : (0 as const),
});

export class SitePopupsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async list(): Promise<PopupRow[]> {
    return this.db.selectFrom('popups').selectAll().orderBy('id', 'desc').execute();
  }

  async find(id: number, executor: Kysely<Database> = this.db): Promise<PopupRow | undefined> {
    return executor.selectFrom('popups').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(fields: PopupFields, trx: Kysely<Database>): Promise<PopupRow> {
    return trx.insertInto('popups').values(columnsOf(fields)).returningAll().executeTakeFirstOrThrow();
  }

  /** The row after the change, or undefined when `version` is no longer the current one. */
  async update(
    id: number,
    version: number,
    fields: PopupFields,
    trx: Kysely<Database>,
  ): Promise<PopupRow | undefined> {
    return trx
      .updateTable('popups')
      .set({ ...columnsOf(fields), version: version + 1, updated_at: nowInstant() })
      .where('id', '=', id)
      .where('version', '=', version)
      .returningAll()
      .executeTakeFirst();
  }
}
