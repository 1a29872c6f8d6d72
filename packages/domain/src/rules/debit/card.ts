// Card rules for automatic debit: length (spec §5), Luhn (design §7) and the expiry month picker.
import {
  BLOCKED_CARD_KEYS,
  CARD_NUMBER_MAX_LENGTH,
  CARD_NUMBER_MIN_LENGTH,
  DEFAULT_CARD_EXPIRY_MONTHS_AHEAD,
  MAX_CARD_EXPIRY_YEARS_AHEAD,
} from '../../constants.js';
import { messages } from '../../messages.js';
import { addMonths, todayInUshuaia, type CalendarDate } from '../common/calendar-date.js';

export type CardNumberError = 'digits' | 'length' | 'luhn';

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The number as printed on the card or pasted: spaces and dashes between its digit groups are dropped. A sign
 * before the number stays, so '-4111…' is still refused as not digits only (spec §5).
 */
export function normaliseCardNumber(value: string): string {
  return value.trim().replace(/(?<=\d)[\s-]+(?=\d)/g, '');
}

/** Groups of four as on the card ('4111 1111 1111 1111'); the digits only, whatever was typed between them. */
export function formatCardNumber(value: string): string {
  return normaliseCardNumber(value).replace(/(.{4})(?=.)/g, '$1 ');
}

export function checkCardNumber(value: string): CardNumberError | null {
  if (!/^\d+$/.test(value)) return 'digits';
  if (value.length < CARD_NUMBER_MIN_LENGTH || value.length > CARD_NUMBER_MAX_LENGTH) return 'length';
  return passesLuhn(value) ? null : 'luhn';
}

export function isValidCardNumber(value: string): boolean {
  return checkCardNumber(value) === null;
}

export function cardNumberErrorMessage(error: CardNumberError): string {
  switch (error) {
    case 'digits':
      return messages.digitsOnly;
    case 'length':
      return messages.cardLength;
    case 'luhn':
      return messages.cardLuhn;
  }
}

/** The card input blocks minus, plus, e and E (the dot is harmless in a text field). */
export function isBlockedCardKey(key: string): boolean {
  return (BLOCKED_CARD_KEYS as readonly string[]).includes(key);
}

/** First 6 digits: what the BIN lookup needs (never send the whole number to a third party). */
export function cardBin(value: string): string {
  return value.slice(0, 6);
}

/**
 * What the wizard asks the BIN check about: the first 8 digits, the longest range of the BIN table (a prepaid
 * 8-digit range can sit inside a 6-digit credit one), and never the whole number.
 */
export function cardLookupBin(value: string): string {
  return value.slice(0, 8);
}

export interface CardExpiry {
  /** 1..12 */
  month: number;
  year: number;
}

/** The picker's minimum: the current month. */
export function minCardExpiry(today: CalendarDate = todayInUshuaia()): CardExpiry {
  return { month: today.month, year: today.year };
}

/** The picker's default: two months from today. */
export function defaultCardExpiry(today: CalendarDate = todayInUshuaia()): CardExpiry {
  const d = addMonths(today, DEFAULT_CARD_EXPIRY_MONTHS_AHEAD);
  return { month: d.month, year: d.year };
}

export function isValidCardExpiry(expiry: CardExpiry, today: CalendarDate = todayInUshuaia()): boolean {
  const { month, year } = expiry;
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return false;
  const value = year * 12 + month;
  const min = today.year * 12 + today.month;
  return value >= min && value <= min + MAX_CARD_EXPIRY_YEARS_AHEAD * 12;
}

/** Canonical wire format of `clienteDebVto`: 'MM/YYYY'. */
export function formatCardExpiry(expiry: CardExpiry): string {
  return `${String(expiry.month).padStart(2, '0')}/${expiry.year}`;
}

/** Reads 'MM/YYYY' (canonical), 'MM/YY' or 'YYYY-MM'. */
export function parseCardExpiry(value: string): CardExpiry | null {
  const trimmed = value.trim();
  let match = /^(\d{2})\/(\d{4})$/.exec(trimmed);
  if (match) return expiry(Number(match[1]), Number(match[2]));
  match = /^(\d{2})\/(\d{2})$/.exec(trimmed);
  if (match) return expiry(Number(match[1]), 2000 + Number(match[2]));
  match = /^(\d{4})-(\d{2})$/.exec(trimmed);
  if (match) return expiry(Number(match[2]), Number(match[1]));
  return null;
}

function expiry(month: number, year: number): CardExpiry | null {
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export type CardExpiryError = 'invalid' | 'past';

export function checkCardExpiry(
  value: string,
  today: CalendarDate = todayInUshuaia(),
): CardExpiryError | null {
  const parsed = parseCardExpiry(value);
  if (!parsed) return 'invalid';
  if (!isValidCardExpiry(parsed, today)) {
    const past = parsed.year * 12 + parsed.month < today.year * 12 + today.month;
    return past ? 'past' : 'invalid';
  }
  return null;
}

export function cardExpiryErrorMessage(error: CardExpiryError): string {
  return error === 'past' ? messages.cardExpiryPast : messages.cardExpiryInvalid;
}

export interface BinCheckResult {
  is_prepaid: boolean;
  currency: string;
}

/** The card must be a bank card in ARS (spec §5); returns the spec's text or null when accepted. */
export function binCheckMessage(result: BinCheckResult): string | null {
  if (result.is_prepaid) return messages.cardPrepaid;
  if (result.currency.toUpperCase() !== 'ARS') return messages.cardNotArgentine;
  return null;
}
