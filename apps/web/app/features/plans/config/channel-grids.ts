/**
 * Channel grid modal types (spec §2): 1 the TV analog grid, 3 the Click TV grid, 2 without a grid image. The
 * grids themselves are kept by staff (issue #31) and fetched from GET /api/grillas/{type}/ when the modal opens.
 */
export type ChannelGridType = 1 | 2 | 3;
