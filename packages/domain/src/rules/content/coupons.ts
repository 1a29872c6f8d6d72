// Coupon states as a pure rule, apart from the zod schemas, so the API and the browser share it without zod.

export const COUPON_STATES = ['vigente', 'usado', 'vencido'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** A coupon's validity window as epoch ms: null is "no bound", NaN an unreadable bound. */
export interface CouponWindow {
  from: number | null;
  until: number | null;
  usedAt: string | null;
}

/**
 * The state of a coupon at `now`, or null while it has not started (it is not shown before its first day).
 * A used coupon stays 'usado' after it expires; an unreadable bound closes the coupon (fail closed).
 */
export function couponStateAt(coupon: CouponWindow, now: Date): CouponState | null {
  if (coupon.usedAt) return 'usado';
  const t = now.getTime();
  if (Number.isNaN(coupon.from) || Number.isNaN(coupon.until)) return 'vencido';
  if (coupon.until !== null && t > coupon.until) return 'vencido';
  if (coupon.from !== null && t < coupon.from) return null;
  return 'vigente';
}

/** Usable coupons first, then used, then expired; the given order is kept inside each state. */
export function orderCoupons<T extends { estado: CouponState }>(coupons: readonly T[]): T[] {
  const rank = (c: T) => COUPON_STATES.indexOf(c.estado);
  return [...coupons].sort((a, b) => rank(a) - rank(b));
}

export function countUsableCoupons(coupons: ReadonlyArray<{ estado: CouponState }>): number {
  return coupons.filter((c) => c.estado === 'vigente').length;
}
