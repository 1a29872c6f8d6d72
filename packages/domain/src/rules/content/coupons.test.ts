import { describe, expect, it } from 'vitest';
import { countUsableCoupons, couponStateAt, orderCoupons } from './coupons.js';

const now = new Date('2026-06-15T12:00:00Z');
const at = (iso: string) => Date.parse(iso);

describe('couponStateAt', () => {
  it('is vigente inside its window, bounds included, and without bounds', () => {
    expect(
      couponStateAt(
        { from: at('2026-06-01T00:00:00Z'), until: at('2026-07-01T00:00:00Z'), usedAt: null },
        now,
      ),
    ).toBe('vigente');
    expect(couponStateAt({ from: now.getTime(), until: now.getTime(), usedAt: null }, now)).toBe('vigente');
    expect(couponStateAt({ from: null, until: null, usedAt: null }, now)).toBe('vigente');
  });

  it('is vencido one millisecond after its end', () => {
    expect(couponStateAt({ from: null, until: now.getTime() - 1, usedAt: null }, now)).toBe('vencido');
  });

  it('is usado once used, even after it expired', () => {
    expect(couponStateAt({ from: null, until: null, usedAt: '2026-06-10T10:00:00.000Z' }, now)).toBe('usado');
    expect(
      couponStateAt(
        { from: null, until: at('2026-06-01T00:00:00Z'), usedAt: '2026-05-30T10:00:00.000Z' },
        now,
      ),
    ).toBe('usado');
  });

  it('is not shown before it starts', () => {
    expect(couponStateAt({ from: now.getTime() + 1, until: null, usedAt: null }, now)).toBeNull();
  });

  it('closes a coupon whose bounds cannot be read', () => {
    expect(couponStateAt({ from: Number.NaN, until: null, usedAt: null }, now)).toBe('vencido');
    expect(couponStateAt({ from: null, until: Number.NaN, usedAt: null }, now)).toBe('vencido');
  });
});

describe('orderCoupons and countUsableCoupons', () => {
  const list = [
    { id: 1, estado: 'vencido' as const },
    { id: 2, estado: 'vigente' as const },
    { id: 3, estado: 'usado' as const },
    { id: 4, estado: 'vigente' as const },
  ];

  it('puts usable coupons first, used next and expired last, keeping the order within a state', () => {
    expect(orderCoupons(list).map((c) => c.id)).toEqual([2, 4, 3, 1]);
  });

  it('counts only usable coupons', () => {
    expect(countUsableCoupons(list)).toBe(2);
    expect(countUsableCoupons([])).toBe(0);
  });
});
