// Channel grids kept by admins (issue #31 §1). A line-up change (add, move, remove) takes the date it takes
// effect on: an entry ends the day before and another starts, so the public grid changes on that date with
// no job. Less than 60 days' notice (Res. 733/2017) is refused until the admin confirms it, and the
// confirmation is audited with the change's before and after, in its transaction.
import {
  isLineupDateAllowed,
  isShortLineupNotice,
  lineupMessages,
  lineupNoticeDays,
  shortLineupNoticeMessage,
  type ChannelGridId,
  type ChannelPatch,
  type LineupChange,
  type LineupEntry,
  type PublicChannelGrid,
  type StaffChannel,
  type StaffChannelGrid,
  type StaffChannelGridList,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import { ushuaiaDate } from '../../lib/ushuaia-time.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import type {
  ChannelGridRow,
  ChannelGridsRepository,
  ChannelWithLogoRow,
  LineupRow,
} from './channel-grids-repository.js';
import { mediaUrl, type MediaImages } from './media-images.js';

const toEntry = (row: LineupRow): LineupEntry => ({
  id: row.id,
  channelId: row.channel_id,
  channelVersion: row.channel_version,
  name: row.name,
  logoUrl: mediaUrl(row),
  groupTitle: row.group_title,
  number: row.number,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
});

const toChannel = (row: ChannelWithLogoRow): StaffChannel => ({
  id: row.id,
  name: row.name,
  logoUrl: mediaUrl(row),
  version: row.version,
});

const toGrid = (grid: ChannelGridRow, rows: LineupRow[]): StaffChannelGrid => ({
  id: grid.id,
  title: grid.title,
  intro: grid.intro,
  version: grid.version,
  updatedAt: grid.updated_at,
  entries: rows.filter((row) => row.grid_id === grid.id).map(toEntry),
});

/** Groups in the order of their lowest channel number, as the printed grids read. */
function groupsOf(rows: LineupRow[]): PublicChannelGrid['groups'] {
  const groups = new Map<string, PublicChannelGrid['groups'][number]>();
  for (const row of rows) {
    const group = groups.get(row.group_title) ?? { title: row.group_title, channels: [] };
    group.channels.push({ number: row.number, name: row.name, logoUrl: mediaUrl(row) });
    groups.set(row.group_title, group);
  }
  return [...groups.values()];
}

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', { message, fields: { [field]: message } });

export class ChannelGridsService {
  constructor(
    private readonly grids: ChannelGridsRepository,
    private readonly media: MediaImages,
    private readonly audit: AuditLogRepository,
    private readonly today: () => string = () => ushuaiaDate(new Date()),
  ) {}

  async list(): Promise<StaffChannelGridList> {
    const today = this.today();
    const [grids, rows] = await Promise.all([this.grids.grids(), this.grids.upcoming(today)]);
    return { today, items: grids.map((grid) => toGrid(grid, rows)) };
  }

  async publicGrid(gridId: ChannelGridId): Promise<PublicChannelGrid> {
    const grid = orNotFound(await this.grids.grid(gridId));
    const rows = await this.grids.inForce(gridId, this.today());
    return { id: grid.id, title: grid.title, intro: grid.intro, groups: groupsOf(rows) };
  }

  async changeLineup(
    gridId: ChannelGridId,
    change: LineupChange,
    actor: AuditActor,
  ): Promise<StaffChannelGrid> {
    const today = this.today();
    const { effectiveOn } = change;
    if (!isLineupDateAllowed(effectiveOn, today)) throw fieldError('effectiveOn', lineupMessages.pastDate);
    const shortNotice = isShortLineupNotice(effectiveOn, today);
    if (shortNotice && change.confirmShortNotice !== true) {
      const message = shortLineupNoticeMessage(effectiveOn, today);
      throw new AppError('LINEUP_SHORT_NOTICE', { message, fields: { effectiveOn: message } });
    }
    return this.grids.transaction(async (trx) => {
      orNotFound(await this.grids.grid(gridId, trx));
      const grid = await this.grids.bumpGrid(gridId, change.version, trx);
      if (!grid) throw new AppError('CONFLICT', { message: lineupMessages.stale });
      const { before, after } = await this.apply(gridId, change, trx);
      await this.audit.record(
        {
          staffUserId: actor.staffUserId,
          ip: actor.ip,
          userAgent: actor.userAgent,
          action: `channel_grid.${change.kind}`,
          entity: 'channel_grid',
          entityId: String(gridId),
          details: {
            effectiveOn,
            noticeDays: lineupNoticeDays(effectiveOn, today),
            shortNoticeConfirmed: shortNotice,
          },
          before,
          after,
        },
        trx,
      );
      return toGrid(grid, await this.grids.upcoming(today, trx));
    });
  }

  /** Applies one change; before and after are the entries it touched, as staff read them. */
  private async apply(
    gridId: number,
    change: LineupChange,
    trx: Kysely<Database>,
  ): Promise<{ before: LineupEntry | null; after: LineupEntry | null }> {
    const day = change.effectiveOn;
    const current =
      change.kind === 'add' ? undefined : await this.activeEntry(gridId, change.entryId, day, trx);
    if (change.kind !== 'remove') {
      const holder = await this.grids.holderOfNumber(gridId, change.number, day, current?.id ?? null, trx);
      if (holder) throw fieldError('number', lineupMessages.numberTaken(change.number, holder.name));
    }
    if (current) await this.grids.endEntry(current.id, day, trx);
    if (change.kind === 'remove') return { before: toEntry(current!), after: null };
    const channelId =
      change.kind === 'add' ? await this.grids.channelNamed(change.name, trx) : current!.channel_id;
    const id = await this.grids.insertEntry(
      {
        grid_id: gridId,
        channel_id: channelId,
        group_title: change.groupTitle,
        number: change.number,
        starts_on: day,
      },
      trx,
    );
    const added = toEntry(orNotFound(await this.grids.entry(id, trx)));
    return { before: current ? toEntry(current) : null, after: added };
  }

  /** The entry, still in this grid on `day`, that a move or removal ends on that day. */
  private async activeEntry(gridId: number, entryId: number, day: string, trx: Kysely<Database>) {
    const entry = await this.grids.entry(entryId, trx);
    if (!entry || entry.grid_id !== gridId) throw new AppError('NOT_FOUND');
    if (entry.ends_on !== null && entry.ends_on <= day)
      throw fieldError('effectiveOn', lineupMessages.notActive);
    if (entry.starts_on > day) throw fieldError('effectiveOn', lineupMessages.beforeStart);
    return entry;
  }

  async renameChannel(channelId: number, patch: ChannelPatch, actor: AuditActor): Promise<StaffChannel> {
    const namesake = await this.grids.channelIdNamed(patch.name);
    if (namesake !== undefined && namesake !== channelId) throw fieldError('name', lineupMessages.nameTaken);
    return this.changeChannel(channelId, patch.version, { name: patch.name }, 'channel.rename', actor);
  }

  async uploadLogo(
    channelId: number,
    version: number,
    file: { bytes: Buffer; filename: string },
    actor: AuditActor,
  ): Promise<StaffChannel> {
    orNotFound(await this.grids.channel(channelId));
    const image = await this.media.store(file.bytes, file.filename);
    return this.changeChannel(channelId, version, { logo_image_id: image.id }, 'channel.logo', actor);
  }

  private async changeChannel(
    channelId: number,
    version: number,
    fields: { name?: string; logo_image_id?: number },
    action: string,
    actor: AuditActor,
  ): Promise<StaffChannel> {
    return this.grids.transaction(async (trx) => {
      const before = toChannel(orNotFound(await this.grids.channel(channelId, trx)));
      if (!(await this.grids.updateChannel(channelId, version, fields, trx))) {
        throw new AppError('CONFLICT', { message: lineupMessages.channelStale });
      }
      const after = toChannel(orNotFound(await this.grids.channel(channelId, trx)));
      await this.audit.record(
        {
          staffUserId: actor.staffUserId,
          ip: actor.ip,
          userAgent: actor.userAgent,
          action,
          entity: 'tv_channel',
          entityId: String(channelId),
          before,
          after,
        },
        trx,
      );
      return after;
    });
  }
}
