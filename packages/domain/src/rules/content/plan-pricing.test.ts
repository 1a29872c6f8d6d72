import { describe, expect, it } from 'vitest';
import { priceOn, promotionMessages, promotionProblems, type PlanPricing } from './plan-pricing.js';

const promo: PlanPricing = {
  amountCents: 1_000_00,
  promotion: true,
  regularAmountCents: 1_500_00,
  promotionFrom: '2026-12-01',
  promotionUntil: '2026-12-31',
};

describe('priceOn', () => {
  it('publishes the promotion inside its window, both ends included', () => {
    for (const day of ['2026-12-01', '2026-12-15', '2026-12-31']) {
      expect(priceOn(promo, day)).toEqual({ amountCents: 1_000_00, promotion: true });
    }
  });

  it('publishes the regular price before the window and after it', () => {
    for (const day of ['2026-11-30', '2027-01-01']) {
      expect(priceOn(promo, day)).toEqual({ amountCents: 1_500_00, promotion: false });
    }
  });

  it('keeps the amount of a plan without promotion or without a price after it', () => {
    expect(priceOn({ ...promo, promotion: false }, '2027-05-01')).toEqual({
      amountCents: 1_000_00,
      promotion: false,
    });
    expect(priceOn({ ...promo, regularAmountCents: null }, '2027-05-01')).toEqual({
      amountCents: 1_000_00,
      promotion: true,
    });
  });
});

describe('promotionProblems', () => {
  it('asks a promotion for its price after it and its last day', () => {
    expect(promotionProblems({ ...promo, regularAmountCents: null, promotionUntil: null })).toEqual({
      regularAmountCents: promotionMessages.regularAmountMissing,
      promotionUntil: promotionMessages.untilMissing,
    });
  });

  it('refuses a window that does not end after it starts', () => {
    expect(promotionProblems({ ...promo, promotionUntil: '2026-12-01' })).toEqual({
      promotionUntil: promotionMessages.windowReversed,
    });
    expect(promotionProblems(promo)).toEqual({});
    expect(promotionProblems({ ...promo, promotion: false, promotionUntil: null })).toEqual({});
  });
});
