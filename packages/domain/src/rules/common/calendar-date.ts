// Calendar dates without time zones. Birth dates and card expiries are days and months, not
// instants: comparing them as Date objects shifts them by the viewer's offset (Ushuaia is UTC-3).
import { TIME_ZONE } from '../../constants.js';

export interface CalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidCalendarDate(d: CalendarDate): boolean {
  return (
    Number.isInteger(d.year) &&
    Number.isInteger(d.month) &&
    Number.isInteger(d.day) &&
    d.year >= 1 &&
    d.year <= 9999 &&
    d.month >= 1 &&
    d.month <= 12 &&
    d.day >= 1 &&
    d.day <= daysInMonth(d.year, d.month)
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'YYYY-MM-DD' (a trailing time such as ' 00:00:00' or 'T00:00:00Z' is ignored). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value.trim().slice(0, 10));
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date) ? date : null;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function toIsoDate(d: CalendarDate): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Adds whole years. When the day does not exist in the target month (29 February) it becomes the
 * last day of that month, as Argentina's Civil Code (art. 6) counts terms in years.
 */
export function addYears(d: CalendarDate, years: number): CalendarDate {
  const year = d.year + years;
  return { year, month: d.month, day: Math.min(d.day, daysInMonth(year, d.month)) };
}

/** Adds whole months, clamping the day to the target month's length. */
export function addMonths(d: CalendarDate, months: number): CalendarDate {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  const ms = Date.UTC(d.year, d.month - 1, d.day) + days * 86_400_000;
  const t = new Date(ms);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** The calendar date an instant falls on in a time zone (Ushuaia by default). */
export function calendarDateInZone(instant: Date, timeZone: string = TIME_ZONE): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Today in Ushuaia: what "today" means for every date rule, wherever the code runs. */
export function todayInUshuaia(now: Date = new Date()): CalendarDate {
  return calendarDateInZone(now, TIME_ZONE);
}
