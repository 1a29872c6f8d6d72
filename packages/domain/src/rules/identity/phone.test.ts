import { describe, expect, it } from 'vitest';
import { AR_AREA_CODES } from '../../data/ar-area-codes.js';
import {
  activePhoneCount,
  areaCodePlace,
  canAddPhone,
  canRemovePhone,
  canRestorePhone,
  isKnownAreaCode,
  isValidNewPhoneNumber,
  isValidPhoneEntry,
  isValidPhoneNumber,
  isValidPrefix,
  joinPhone,
  normalisePrefix,
  parsePhoneList,
  splitPhone,
  type PhoneEntry,
} from './phone.js';

describe('area code list', () => {
  it('holds the source list with Ushuaia and Río Grande', () => {
    expect(AR_AREA_CODES.length).toBeGreaterThan(290);
    expect(areaCodePlace('2901')).toBe('Ushuaia, Tierra del Fuego');
    expect(isKnownAreaCode('2964')).toBe(true);
    expect(isKnownAreaCode('11')).toBe(true);
    expect(isKnownAreaCode('2900')).toBe(false);
  });
});

describe('splitPhone', () => {
  it.each([
    ['2901431234', '2901', '431234'],
    ['02901 43-1234', '2901', '431234'],
    ['2964421234', '2964', '421234'],
    ['1143214321', '11', '43214321'],
    ['2914123456', '291', '4123456'],
    ['+54 9 2901 15 123456', '2901', '123456'],
    ['02901 15 123456', '2901', '123456'],
    ['011 15 4321 4321', '11', '43214321'],
  ])('%s -> %s %s', (raw, prefix, number) => {
    expect(splitPhone(raw)).toEqual({ prefix, number });
  });

  it('uses the longest matching area code (2202 over 220)', () => {
    expect(isKnownAreaCode('220')).toBe(true);
    expect(splitPhone('2202421234')).toEqual({ prefix: '2202', number: '421234' });
    expect(splitPhone('2204212345')).toEqual({ prefix: '220', number: '4212345' });
  });

  it('defaults to 2901 when no area code is recognised', () => {
    expect(splitPhone('431234')).toEqual({ prefix: '2901', number: '431234' });
    expect(splitPhone('')).toEqual({ prefix: '2901', number: '' });
  });

  it('does not take an area code that would leave fewer than 5 digits', () => {
    expect(splitPhone('221234')).toEqual({ prefix: '2901', number: '221234' });
  });

  it('joins back without the trunk zero', () => {
    expect(joinPhone('02901', '431234')).toBe('2901431234');
  });
});

describe('prefix', () => {
  it('strips leading zeros', () => {
    expect(normalisePrefix('02901')).toBe('2901');
    expect(normalisePrefix('0011')).toBe('11');
  });
  it.each([
    ['1', false],
    ['11', true],
    ['291', true],
    ['2901', true],
    ['29011', false],
    ['01', false],
    ['011', true],
    ['02901', true],
    ['002901', true],
    ['029011', false],
    ['29a1', false],
    ['', false],
  ])('%s valid: %s', (prefix, ok) => {
    expect(isValidPrefix(prefix)).toBe(ok);
  });
});

describe('number', () => {
  it.each([
    ['1234', false],
    ['12345', true],
    ['1234567890', true],
    ['12345678901', false],
    ['12 345', false],
  ])('%s valid: %s', (number, ok) => {
    expect(isValidPhoneNumber(number)).toBe(ok);
  });

  it('new numbers start with 1-9, never with 0 or 15', () => {
    expect(isValidNewPhoneNumber('431234')).toBe(true);
    expect(isValidNewPhoneNumber('0431234')).toBe(false);
    expect(isValidNewPhoneNumber('15431234')).toBe(false);
    expect(isValidNewPhoneNumber('16431234')).toBe(true);
    expect(isValidNewPhoneNumber('1234')).toBe(false);
  });
});

const entry = (over: Partial<PhoneEntry> = {}): PhoneEntry => ({
  number: '431234',
  originalNumber: '2901431234',
  prefix: '2901',
  remove: false,
  modify: false,
  insert: false,
  ...over,
});

describe('phone entries', () => {
  it('parses the comma-separated telefono list', () => {
    expect(parsePhoneList('2901431234, 2964421234,')).toEqual([
      entry(),
      entry({ number: '421234', prefix: '2964', originalNumber: '2964421234' }),
    ]);
    expect(parsePhoneList(null)).toEqual([]);
    expect(parsePhoneList('')).toEqual([]);
  });

  it('allows at most two phones', () => {
    expect(canAddPhone([])).toBe(true);
    expect(canAddPhone([entry()])).toBe(true);
    expect(canAddPhone([entry(), entry()])).toBe(false);
    expect(canAddPhone([entry(), entry({ remove: true })])).toBe(true);
  });

  it('allows removal only while more than one phone remains not removed', () => {
    expect(canRemovePhone([entry()], 0)).toBe(false);
    expect(canRemovePhone([entry(), entry()], 0)).toBe(true);
    expect(canRemovePhone([entry(), entry({ remove: true })], 0)).toBe(false);
    expect(canRemovePhone([entry(), entry({ remove: true })], 1)).toBe(false);
    expect(canRemovePhone([entry()], 5)).toBe(false);
    expect(activePhoneCount([entry(), entry({ remove: true })])).toBe(1);
  });

  it('restores a removed phone only within the limit', () => {
    expect(canRestorePhone([entry(), entry({ remove: true })], 1)).toBe(true);
    expect(canRestorePhone([entry(), entry(), entry({ remove: true })], 2)).toBe(false);
    expect(canRestorePhone([entry()], 0)).toBe(false);
  });

  it('validates entries by their mode', () => {
    expect(isValidPhoneEntry(entry())).toBe(true);
    expect(isValidPhoneEntry(entry({ insert: true, number: '15431234' }))).toBe(false);
    expect(isValidPhoneEntry(entry({ prefix: '2' }))).toBe(false);
    expect(isValidPhoneEntry(entry({ remove: true, number: '' }))).toBe(true);
  });
});
