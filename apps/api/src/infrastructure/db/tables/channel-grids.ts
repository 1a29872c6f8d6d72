// Table types: channel grids, channels with logos, dated line-up entries, payment brands and the stored images
// they show (migration 0030). Conventions in ../schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './common.js';

type Version = ColumnType<number, number | undefined, number>;

export interface MediaImagesTable {
  id: Generated<number>;
  /** Hex SHA-256 of the stored bytes: the public URL's name, so a new image gets a new URL. */
  sha256: string;
  content_type: string;
  storage_key: string;
  size_bytes: number;
  created_at: CreatedAt;
}

export interface ChannelGridsTable {
  /** 1 TV, 2 without a grid, 3 Click TV (spec §2's modal types). */
  id: number;
  title: string;
  intro: string;
  /** Optimistic lock of the line-up: every change takes the version read and bumps it. */
  version: Version;
  updated_at: CreatedAt;
}

export interface TvChannelsTable {
  id: Generated<number>;
  name: string;
  logo_image_id: number | null;
  version: Version;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ChannelLineupTable {
  id: Generated<number>;
  grid_id: number;
  channel_id: number;
  group_title: string;
  number: number;
  /** 'YYYY-MM-DD', the first day in the grid. */
  starts_on: string;
  /** 'YYYY-MM-DD', the first day out of the grid; null while it stays. */
  ends_on: string | null;
  created_at: CreatedAt;
}

export interface PaymentBrandsTable {
  id: Generated<number>;
  /** PAYMENT_BRAND_SECTIONS of the domain. */
  section: string;
  name: string;
  position: number;
  image_id: number | null;
  version: Version;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
