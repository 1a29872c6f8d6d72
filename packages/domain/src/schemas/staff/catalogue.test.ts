import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { promotionMessages } from '../../rules/content/plan-pricing.js';
import { zodErrorToFields } from '../validation-fields.js';
import { catalogueMessages, planCreateSchema, planFormSchema, planUpdateSchema } from './catalogue.js';

/** The fields map of the error envelope: the first message per field. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : zodErrorToFields(result.error);
}

const plan = { productId: 1, packetName: 'GPON 500', name: 'Internet 500 Megas', amountCents: 3_500_000 };
const form = {
  packetName: 'GPON 500',
  name: 'Internet 500 Megas',
  amountCents: '35000,50',
  promotion: false,
  regularAmountCents: '',
  promotionFrom: '',
  promotionUntil: '',
  active: true,
  sortOrder: 3,
  effectiveDate: '',
};

describe('catalogue schemas', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('take a plan with its defaults: active, no promotion, no parent, order 0', () => {
    expect(planCreateSchema.parse({ ...plan, packetName: ' GPON 500 ' })).toEqual({
      ...plan,
      parentId: null,
      promotion: false,
      regularAmountCents: null,
      promotionFrom: null,
      promotionUntil: null,
      active: true,
      sortOrder: 0,
    });
  });

  it('want prices in whole, non-negative cents, with a Spanish message per field', () => {
    expect(fieldErrors(planCreateSchema, { ...plan, amountCents: -1 })).toEqual({
      amountCents: catalogueMessages.priceNegative,
    });
    expect(fieldErrors(planCreateSchema, { ...plan, amountCents: 10.5 })).toEqual({
      amountCents: catalogueMessages.priceNotCents,
    });
    expect(fieldErrors(planCreateSchema, { ...plan, packetName: '', amountCents: undefined })).toEqual({
      packetName: catalogueMessages.packetNameMissing,
      amountCents: catalogueMessages.priceMissing,
    });
  });

  it('ask a promotion for the price after it and a window that ends after it starts', () => {
    expect(fieldErrors(planCreateSchema, { ...plan, promotion: true })).toEqual({
      regularAmountCents: promotionMessages.regularAmountMissing,
      promotionUntil: promotionMessages.untilMissing,
    });
    const reversed = {
      ...plan,
      promotion: true,
      regularAmountCents: 4_000_000,
      promotionFrom: '2026-12-10',
      promotionUntil: '2026-12-01',
    };
    expect(fieldErrors(planCreateSchema, reversed)).toEqual({
      promotionUntil: promotionMessages.windowReversed,
    });
    expect(fieldErrors(planCreateSchema, { ...reversed, promotionUntil: '2026-02-30' })).toEqual({
      promotionUntil: catalogueMessages.dateFormat,
    });
  });

  it('refuse an effective date before today (Ushuaia)', () => {
    const update = { ...plan, version: 1 };
    expect(fieldErrors(planUpdateSchema, { ...update, effectiveDate: '2026-11-27' })).toEqual({
      effectiveDate: catalogueMessages.effectiveDatePast,
    });
    expect(planUpdateSchema.parse({ ...update, effectiveDate: '2026-11-28' }).effectiveDate).toBe(
      '2026-11-28',
    );
  });

  it('read the form in pesos and give the API body in cents', () => {
    expect(planFormSchema.parse(form)).toEqual({
      ...form,
      amountCents: 3_500_050,
      regularAmountCents: null,
      promotionFrom: null,
      promotionUntil: null,
      effectiveDate: undefined,
    });
    expect(fieldErrors(planFormSchema, { ...form, amountCents: '-5' })).toEqual({
      amountCents: catalogueMessages.pesosFormat,
    });
    expect(fieldErrors(planFormSchema, { ...form, promotion: true, regularAmountCents: '40000' })).toEqual({
      promotionUntil: promotionMessages.untilMissing,
    });
  });
});
