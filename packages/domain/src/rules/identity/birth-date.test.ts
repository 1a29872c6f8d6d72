import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.js';
import {
  birthDateMessage,
  checkBirthDate,
  isAdult,
  isBirthDateUnset,
  latestAdultBirthDate,
  normaliseFechaNac,
} from './birth-date.js';

const today = { year: 2025, month: 6, day: 15 };

describe('adult birth date', () => {
  it('is adult exactly 18 years ago', () => {
    expect(checkBirthDate('2007-06-15', today)).toBe('ok');
  });
  it('is not adult one day short', () => {
    expect(checkBirthDate('2007-06-16', today)).toBe('minor');
  });
  it('is adult well before', () => {
    expect(checkBirthDate('1950-01-01', today)).toBe('ok');
  });
  it('rejects dates after today', () => {
    expect(checkBirthDate('2025-06-16', today)).toBe('future');
    expect(checkBirthDate('2025-06-15', today)).toBe('minor');
  });
  it('rejects impossible or malformed dates', () => {
    expect(checkBirthDate('2007-02-30', today)).toBe('invalid');
    expect(checkBirthDate('2005-02-29', today)).toBe('invalid');
    expect(checkBirthDate('15/06/2007', today)).toBe('invalid');
    expect(checkBirthDate('', today)).toBe('invalid');
  });
  it('maps statuses to the catalogue', () => {
    expect(birthDateMessage('ok')).toBeNull();
    expect(birthDateMessage('minor')).toBe(messages.birthDateNotAdult);
    expect(birthDateMessage('future')).toBe(messages.birthDateFuture);
    expect(birthDateMessage('invalid')).toBe(messages.invalidDate);
  });
});

describe('29 February', () => {
  const born = { year: 2004, month: 2, day: 29 };
  it('a leap-day birth comes of age on 28 February of a common year', () => {
    expect(isAdult(born, { year: 2022, month: 2, day: 27 })).toBe(false);
    expect(isAdult(born, { year: 2022, month: 2, day: 28 })).toBe(true);
  });
  it('a leap-day birth comes of age on 29 February when the year is leap', () => {
    const bornLeap = { year: 2006, month: 2, day: 28 };
    expect(isAdult(bornLeap, { year: 2024, month: 2, day: 28 })).toBe(true);
    expect(isAdult({ year: 2006, month: 3, day: 1 }, { year: 2024, month: 2, day: 29 })).toBe(false);
  });
  it('the picker offers up to 29 February on 28 February of a common year', () => {
    expect(latestAdultBirthDate({ year: 2022, month: 2, day: 28 })).toEqual(born);
    expect(latestAdultBirthDate(today)).toEqual({ year: 2007, month: 6, day: 15 });
    expect(latestAdultBirthDate({ year: 2024, month: 2, day: 29 })).toEqual({
      year: 2006,
      month: 2,
      day: 28,
    });
  });
});

describe('fecha_nac unset sentinel', () => {
  it.each([
    ['0001-01-01 00:00:00', true],
    ['0001-01-01', true],
    ['', true],
    [null, true],
    [undefined, true],
    ['1980-05-02 00:00:00', false],
  ])('%s unset: %s', (value, unset) => {
    expect(isBirthDateUnset(value)).toBe(unset);
  });
  it('normalises to YYYY-MM-DD or null', () => {
    expect(normaliseFechaNac('1980-05-02 00:00:00')).toBe('1980-05-02');
    expect(normaliseFechaNac('0001-01-01 00:00:00')).toBeNull();
    expect(normaliseFechaNac('garbage')).toBeNull();
  });
});
