/**
 * Channel grid modal types (spec §2): 1 the TV analog grid, 3 the Click TV grid, 2 without a grid image.
 * The grids are honest text lists rather than pictures: they read well on any screen, scale with the
 * visitor's font size and never shift the layout while loading.
 */
export type ChannelGridType = 1 | 2 | 3;

export interface ChannelGroup {
  title: string;
  channels: ReadonlyArray<readonly [number, string]>;
}

export interface ChannelGrid {
  title: string;
  intro: string;
  groups: readonly ChannelGroup[];
}

const ANALOG: ChannelGrid = {
  title: 'Grilla de canales de TV',
  intro: 'Canales del servicio de TV por cable. La numeración puede variar según la zona.',
  groups: [
    {
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
    },
    {
      title: 'Deportes',
      channels: [
        [20, 'TyC Sports'],
        [21, 'ESPN'],
        [22, 'DeporTV'],
      ],
    },
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
};

const CLICK_TV: ChannelGrid = {
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
    {
      title: 'Deportes',
      channels: [
        [20, 'TyC Sports'],
        [21, 'ESPN'],
        [22, 'DeporTV'],
      ],
    },
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
};

const NO_IMAGE: ChannelGrid = {
  title: 'Grilla de canales',
  intro:
    'La grilla de este servicio depende del plan y del decodificador. Consultala con un asesor al contratar.',
  groups: [],
};

export const CHANNEL_GRIDS: Record<ChannelGridType, ChannelGrid> = { 1: ANALOG, 2: NO_IMAGE, 3: CLICK_TV };
