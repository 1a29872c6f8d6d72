import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.js';
import {
  binCheckMessage,
  cardBin,
  cardLookupBin,
  checkCardExpiry,
  checkCardNumber,
  defaultCardExpiry,
  formatCardExpiry,
  formatCardNumber,
  isBlockedCardKey,
  isValidCardExpiry,
  isValidCardNumber,
  minCardExpiry,
  normaliseCardNumber,
  parseCardExpiry,
  passesLuhn,
} from './card.js';

describe('card number', () => {
  it.each([
    ['13 digits (Luhn-valid) is too short', '4222222222222', 'length'],
    ['14 digits', '30569309025904', null],
    ['15 digits', '378282246310005', null],
    ['16 digits', '4111111111111111', null],
    ['17 digits (Luhn-valid) is too long', '41111111111111113', 'length'],
  ] as const)('%s', (_label, number, expected) => {
    expect(passesLuhn(number)).toBe(true);
    expect(checkCardNumber(number)).toBe(expected);
  });

  it('rejects a 16-digit number failing Luhn', () => {
    expect(checkCardNumber('4111111111111112')).toBe('luhn');
    expect(isValidCardNumber('4111111111111112')).toBe(false);
  });

  it('rejects a 14-digit number failing Luhn', () => {
    expect(checkCardNumber('51051051051052')).toBe('luhn');
    expect(checkCardNumber('51051051051051')).toBeNull();
  });

  it('accepts digits only', () => {
    expect(checkCardNumber('4111 1111 1111 1111')).toBe('digits');
    expect(checkCardNumber('4111-1111-1111-1111')).toBe('digits');
    expect(checkCardNumber('')).toBe('digits');
    expect(passesLuhn('')).toBe(false);
  });

  it('blocks minus, plus, e and E but not the dot', () => {
    for (const key of ['-', '+', 'e', 'E']) expect(isBlockedCardKey(key)).toBe(true);
    for (const key of ['.', '1', 'Backspace']) expect(isBlockedCardKey(key)).toBe(false);
  });

  it('sends only the first six digits to the BIN lookup', () => {
    expect(cardBin('4111111111111111')).toBe('411111');
  });

  it('asks the BIN check about the first eight digits, the longest range, never more', () => {
    expect(cardLookupBin('4507991234567899')).toBe('45079912');
    expect(cardLookupBin('376411005551259')).toBe('37641100');
  });
});

describe('card number as printed', () => {
  it('drops the spaces and dashes between groups', () => {
    expect(normaliseCardNumber('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(normaliseCardNumber('4111-1111-1111-1111')).toBe('4111111111111111');
    expect(isValidCardNumber(normaliseCardNumber('3056 930902 5904'))).toBe(true);
  });

  it('shows the digits in groups of four, whatever separated them', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 11')).toBe('4111 1111 11');
    expect(formatCardNumber('3056 930902 5904')).toBe('3056 9309 0259 04');
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('')).toBe('');
  });
});

describe('card expiry', () => {
  const today = { year: 2025, month: 11, day: 30 };

  it('minimum is the current month', () => {
    expect(minCardExpiry(today)).toEqual({ month: 11, year: 2025 });
    expect(isValidCardExpiry({ month: 11, year: 2025 }, today)).toBe(true);
    expect(isValidCardExpiry({ month: 10, year: 2025 }, today)).toBe(false);
  });

  it('defaults to two months ahead, across the year end', () => {
    expect(defaultCardExpiry(today)).toEqual({ month: 1, year: 2026 });
    expect(defaultCardExpiry({ year: 2025, month: 3, day: 15 })).toEqual({ month: 5, year: 2025 });
  });

  it('rejects impossible months and far-future years', () => {
    expect(isValidCardExpiry({ month: 13, year: 2026 }, today)).toBe(false);
    expect(isValidCardExpiry({ month: 0, year: 2026 }, today)).toBe(false);
    expect(isValidCardExpiry({ month: 11, year: 2045 }, today)).toBe(true);
    expect(isValidCardExpiry({ month: 12, year: 2045 }, today)).toBe(false);
  });

  it('formats and parses MM/YYYY, MM/YY and YYYY-MM', () => {
    expect(formatCardExpiry({ month: 1, year: 2026 })).toBe('01/2026');
    expect(parseCardExpiry('01/2026')).toEqual({ month: 1, year: 2026 });
    expect(parseCardExpiry('01/26')).toEqual({ month: 1, year: 2026 });
    expect(parseCardExpiry('2026-01')).toEqual({ month: 1, year: 2026 });
    expect(parseCardExpiry('13/2026')).toBeNull();
    expect(parseCardExpiry('1/2026')).toBeNull();
  });

  it('explains past and invalid expiries', () => {
    expect(checkCardExpiry('10/2025', today)).toBe('past');
    expect(checkCardExpiry('11/2025', today)).toBeNull();
    expect(checkCardExpiry('ab', today)).toBe('invalid');
  });
});

describe('BIN check', () => {
  it('refuses prepaid cards and foreign currencies with the spec texts', () => {
    expect(binCheckMessage({ is_prepaid: true, currency: 'ARS' })).toBe(messages.cardPrepaid);
    expect(binCheckMessage({ is_prepaid: false, currency: 'USD' })).toBe(messages.cardNotArgentine);
    expect(binCheckMessage({ is_prepaid: false, currency: 'ars' })).toBeNull();
  });
});
