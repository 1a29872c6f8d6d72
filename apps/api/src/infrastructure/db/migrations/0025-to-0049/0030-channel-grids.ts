// Channel grids with logos and the payment methods page's brands, kept by staff (issue #31 §1). The grids and
// brands the web showed as static config are inserted here, so visitors see the same until staff edit.
// A line-up entry is in the grid from `starts_on` until the day before `ends_on` (null: no end), so a change
// takes effect on its date without a job. Images are stored once per content hash.
import type { Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import { createdAt, timestamps, idColumn, type AnyDb } from '../helpers.js';

type Group = { title: string; channels: Array<[number, string]> };

const NEWS_TV: Group = {
  title: 'Aire y noticias',
  channels: [
    [2, 'Canal local'],
    [3, 'TV Pública'],
    [4, 'Telefe'],
    [5, 'El Trece'],
    [6, 'América TV'],
    [7, 'El Nueve'],
    [8, 'TN'],
    [9, 'C5N'],
    [10, 'A24'],
    [11, 'LN+'],
  ],
};
const SPORTS: Group = {
  title: 'Deportes',
  channels: [
    [20, 'TyC Sports'],
    [21, 'ESPN'],
    [22, 'DeporTV'],
  ],
};

/** The web's static grids until issue #31 (features/plans/config/channel-grids.ts), frozen here. */
const INITIAL_GRIDS: Array<{ id: number; title: string; intro: string; groups: Group[] }> = [
  {
    id: 1,
    title: 'Grilla de canales de TV',
    intro: 'Canales del servicio de TV por cable. La numeración puede variar según la zona.',
    groups: [
      NEWS_TV,
      SPORTS,
      {
        title: 'Infantiles y documentales',
        channels: [
          [30, 'Pakapaka'],
          [31, 'Disney Channel'],
          [32, 'Cartoon Network'],
          [33, 'Discovery Channel'],
          [34, 'Encuentro'],
          [35, 'National Geographic'],
        ],
      },
      {
        title: 'Películas, series y música',
        channels: [
          [40, 'TNT'],
          [41, 'Space'],
          [42, 'Warner Channel'],
          [43, 'Volver'],
          [44, 'Quiero Música'],
        ],
      },
    ],
  },
  {
    id: 2,
    title: 'Grilla de canales',
    intro:
      'La grilla de este servicio depende del plan y del decodificador. Consultala con un asesor al contratar.',
    groups: [],
  },
  {
    id: 3,
    title: 'Grilla de canales de Click TV',
    intro: 'Canales en vivo de Click TV, en tu Smart TV, celular, tablet o computadora.',
    groups: [
      {
        title: 'Aire y noticias',
        channels: [
          [1, 'TV Pública'],
          [2, 'Telefe'],
          [3, 'El Trece'],
          [4, 'América TV'],
          [5, 'El Nueve'],
          [6, 'TN'],
          [7, 'C5N'],
          [8, 'A24'],
        ],
      },
      SPORTS,
      {
        title: 'Entretenimiento',
        channels: [
          [40, 'TNT'],
          [41, 'Space'],
          [42, 'Disney Channel'],
          [43, 'Discovery Channel'],
          [44, 'Encuentro'],
        ],
      },
    ],
  },
];

/** The payment methods page's badges until issue #31 (features/help/data/payment-methods.ts). */
const INITIAL_PAYMENT_BRANDS: Record<string, string[]> = {
  debito: [
    'Visa',
    'Mastercard',
    'American Express',
    'Cabal',
    'Naranja X',
    'Banco de Tierra del Fuego',
    'CBU',
  ],
  tarjeta: ['Visa', 'Mastercard', 'American Express', 'Cabal'],
  externo: [
    'Red Link',
    'Banelco / Pago Mis Cuentas',
    'Banco de Tierra del Fuego',
    'Pago Fácil',
    'Rapipago',
    'Provincia NET',
  ],
};

/** The initial line-up counts as in force since long before the portal. */
const ALWAYS = '2000-01-01';

async function insertInitialData(db: AnyDb): Promise<void> {
  const channelIds = new Map<string, number>();
  for (const grid of INITIAL_GRIDS) {
    await db
      .insertInto('channel_grids')
      .values({ id: grid.id, title: grid.title, intro: grid.intro })
      .execute();
    for (const group of grid.groups) {
      for (const [number, name] of group.channels) {
        let channelId = channelIds.get(name);
        if (channelId === undefined) {
          const row = await db
            .insertInto('tv_channels')
            .values({ name })
            .returning('id')
            .executeTakeFirstOrThrow();
          channelId = Number(row.id);
          channelIds.set(name, channelId);
        }
        await db
          .insertInto('channel_lineup')
          .values({
            grid_id: grid.id,
            channel_id: channelId,
            group_title: group.title,
            number,
            starts_on: ALWAYS,
          })
          .execute();
      }
    }
  }
  for (const [section, names] of Object.entries(INITIAL_PAYMENT_BRANDS)) {
    await db
      .insertInto('payment_brands')
      .values(names.map((name, index) => ({ section, name, position: (index + 1) * 10 })))
      .execute();
  }
}

export function channelGrids(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await createdAt(
        dialect,
        idColumn(dialect, db.schema.createTable('media_images'))
          .addColumn('sha256', 'text', (c) => c.notNull().unique())
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('storage_key', 'text', (c) => c.notNull())
          .addColumn('size_bytes', 'integer', (c) => c.notNull()),
      ).execute();
      await db.schema
        .createTable('channel_grids')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo('2026-11-28T00:00:00.000Z'))
        .execute();
      await timestamps(
        dialect,
        idColumn(dialect, db.schema.createTable('tv_channels'))
          .addColumn('name', 'text', (c) => c.notNull().unique())
          .addColumn('logo_image_id', 'integer', (c) => c.references('media_images.id'))
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();
      await createdAt(
        dialect,
        idColumn(dialect, db.schema.createTable('channel_lineup'))
          .addColumn('grid_id', 'integer', (c) => c.notNull().references('channel_grids.id'))
          .addColumn('channel_id', 'integer', (c) => c.notNull().references('tv_channels.id'))
          .addColumn('group_title', 'text', (c) => c.notNull())
          .addColumn('number', 'integer', (c) => c.notNull())
          .addColumn('starts_on', 'text', (c) => c.notNull())
          .addColumn('ends_on', 'text'),
      ).execute();
      await db.schema.createIndex('channel_lineup_grid_idx').on('channel_lineup').column('grid_id').execute();
      await timestamps(
        dialect,
        idColumn(dialect, db.schema.createTable('payment_brands'))
          .addColumn('section', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('image_id', 'integer', (c) => c.references('media_images.id'))
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();
      await insertInitialData(db);
    },
    async down(db: AnyDb) {
      for (const table of [
        'payment_brands',
        'channel_lineup',
        'tv_channels',
        'channel_grids',
        'media_images',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
