import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  calendarDateInZone,
  daysInMonth,
  parseIsoDate,
  todayInUshuaia,
  toIsoDate,
} from './calendar-date.js';

describe('calendar dates', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
  });
  it('parses and prints ISO dates, ignoring a trailing time', () => {
    expect(parseIsoDate('2025-06-15 00:00:00')).toEqual({ year: 2025, month: 6, day: 15 });
    expect(parseIsoDate('2025-13-01')).toBeNull();
    expect(toIsoDate({ year: 1, month: 1, day: 1 })).toBe('0001-01-01');
  });
  it('adds years, months and days with clamping', () => {
    expect(addYears({ year: 2024, month: 2, day: 29 }, 1)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(addMonths({ year: 2025, month: 12, day: 31 }, 2)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addMonths({ year: 2025, month: 1, day: 15 }, -1)).toEqual({ year: 2024, month: 12, day: 15 });
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
  });
  it('takes today in Ushuaia (UTC-3), not in UTC', () => {
    const instant = new Date('2025-01-01T02:00:00Z');
    expect(todayInUshuaia(instant)).toEqual({ year: 2024, month: 12, day: 31 });
    expect(calendarDateInZone(instant, 'UTC')).toEqual({ year: 2025, month: 1, day: 1 });
  });
});
