// Channel grids, their dated line-up and the channels (migration 0030). A line-up change first bumps the
// grid's version where it is still the one the admin read: on PostgreSQL that row lock queues a parallel
// change of the same grid, which then finds the version gone (409).
import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { ChannelGridsTable, TvChannelsTable } from '../../infrastructure/db/tables/channel-grids.js';
import { nowInstant } from '../../infrastructure/db/time.js';

export type ChannelGridRow = Selectable<ChannelGridsTable>;
export type TvChannelRow = Selectable<TvChannelsTable>;

export interface LineupRow {
  id: number;
  grid_id: number;
  channel_id: number;
  channel_version: number;
  name: string;
  group_title: string;
  number: number;
  starts_on: string;
  ends_on: string | null;
  sha256: string | null;
  content_type: string | null;
}

export interface ChannelWithLogoRow extends TvChannelRow {
  sha256: string | null;
  content_type: string | null;
}

/** In the grid on `day` or later; an entry ended on its own first day (a cancelled addition) never was. */
const stillInOnOrAfter = (day: string) => (eb: ExpressionBuilder<LineupScope, 'l'>) =>
  eb.or([
    eb('l.ends_on', 'is', null),
    eb.and([eb('l.ends_on', '>', day), eb('l.ends_on', '>', eb.ref('l.starts_on'))]),
  ]);

type LineupScope = Database & { l: Database['channel_lineup'] };

export class ChannelGridsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  grids(executor: Kysely<Database> = this.db): Promise<ChannelGridRow[]> {
    return executor.selectFrom('channel_grids').selectAll().orderBy('id').execute();
  }

  grid(id: number, executor: Kysely<Database> = this.db): Promise<ChannelGridRow | undefined> {
    return executor.selectFrom('channel_grids').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private lineup(executor: Kysely<Database>) {
    return executor
      .selectFrom('channel_lineup as l')
      .innerJoin('tv_channels as c', 'c.id', 'l.channel_id')
      .leftJoin('media_images as m', 'm.id', 'c.logo_image_id')
      .select([
        'l.id',
        'l.grid_id',
        'l.channel_id',
        'c.version as channel_version',
        'c.name',
        'l.group_title',
        'l.number',
        'l.starts_on',
        'l.ends_on',
        'm.sha256',
        'm.content_type',
      ]);
  }

  /** Entries still in the grid on `day` or later (current and scheduled), by grid, number and start. */
  upcoming(day: string, executor: Kysely<Database> = this.db): Promise<LineupRow[]> {
    return this.lineup(executor)
      .where(stillInOnOrAfter(day))
      .orderBy('l.grid_id')
      .orderBy('l.number')
      .orderBy('l.starts_on')
      .execute();
  }

  /** The grid's entries in force on `day`, by number. */
  inForce(gridId: number, day: string): Promise<LineupRow[]> {
    return this.lineup(this.db)
      .where('l.grid_id', '=', gridId)
      .where('l.starts_on', '<=', day)
      .where((eb) => eb.or([eb('l.ends_on', 'is', null), eb('l.ends_on', '>', day)]))
      .orderBy('l.number')
      .execute();
  }

  entry(id: number, executor: Kysely<Database>): Promise<LineupRow | undefined> {
    return this.lineup(executor).where('l.id', '=', id).executeTakeFirst();
  }

  /** The entry of the grid that holds `number` on `day` or later, other than `exceptId`. */
  holderOfNumber(
    gridId: number,
    number: number,
    day: string,
    exceptId: number | null,
    trx: Kysely<Database>,
  ): Promise<LineupRow | undefined> {
    let query = this.lineup(trx)
      .where('l.grid_id', '=', gridId)
      .where('l.number', '=', number)
      .where(stillInOnOrAfter(day));
    if (exceptId !== null) query = query.where('l.id', '!=', exceptId);
    return query.executeTakeFirst();
  }

  /** Takes the version the admin read; undefined when it is no longer the current one. */
  bumpGrid(id: number, version: number, trx: Kysely<Database>): Promise<ChannelGridRow | undefined> {
    return trx
      .updateTable('channel_grids')
      .set({ version: version + 1, updated_at: nowInstant() })
      .where('id', '=', id)
      .where('version', '=', version)
      .returningAll()
      .executeTakeFirst();
  }

  /** The channel of that name, created when there is none (one channel, one logo, in every grid). */
  async channelNamed(name: string, trx: Kysely<Database>): Promise<number> {
    await trx
      .insertInto('tv_channels')
      .values({ name })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await trx
      .selectFrom('tv_channels')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async channelIdNamed(name: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('tv_channels')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.id;
  }

  async insertEntry(
    fields: { grid_id: number; channel_id: number; group_title: string; number: number; starts_on: string },
    trx: Kysely<Database>,
  ): Promise<number> {
    const row = await trx
      .insertInto('channel_lineup')
      .values(fields)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async endEntry(id: number, day: string, trx: Kysely<Database>): Promise<void> {
    await trx.updateTable('channel_lineup').set({ ends_on: day }).where('id', '=', id).execute();
  }

  channel(id: number, executor: Kysely<Database> = this.db): Promise<ChannelWithLogoRow | undefined> {
    return executor
      .selectFrom('tv_channels as c')
      .leftJoin('media_images as m', 'm.id', 'c.logo_image_id')
      .selectAll('c')
      .select(['m.sha256', 'm.content_type'])
      .where('c.id', '=', id)
      .executeTakeFirst();
  }

  /** Whether the channel at `version` changed (and its version moved on). */
  async updateChannel(
    id: number,
    version: number,
    fields: { name?: string; logo_image_id?: number },
    trx: Kysely<Database>,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('tv_channels')
      .set({ ...fields, version: version + 1, updated_at: nowInstant() })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
