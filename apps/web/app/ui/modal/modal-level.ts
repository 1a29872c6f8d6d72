/** Stacking levels of spec §2: z-index 500 (level 0) to 1100 (level 6), one step of 100 per level. */
export type ModalLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const MODAL_Z_MIN = 500;
export const MODAL_Z_MAX = 1100;

export function modalZIndex(level: ModalLevel): number {
  return Math.min(MODAL_Z_MAX, Math.max(MODAL_Z_MIN, MODAL_Z_MIN + level * 100));
}
