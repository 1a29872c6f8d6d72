// The legal clock of a request (issue #30 §2; Res. 733/2017 as amended by Res. 363/2018): each class has a number of
// business days to be resolved, counted in America/Argentina/Ushuaia from the day after it arrived. Business days
// are Monday to Friday that are not Argentine national holidays; the holidays come from date-holidays (country AR,
// type 'public' only: its 'optional' days are the tourist bridge days, which are not holidays for the clock, and
// its 'bank' days only close banks) — docs/decisions/0093-requests-desk.md.
import {
  REQUEST_CLASS_BUSINESS_DAYS,
  isClosedDeskStatus,
  type DeskStatus,
  type RequestClass,
} from '@portal/domain';
import Holidays from 'date-holidays';
import { ushuaiaDate } from './ushuaia-time.js';

const argentina = new Holidays('AR');
const holidaysByYear = new Map<number, ReadonlySet<string>>();

function nationalHolidays(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(
      argentina
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

/** A calendar day 'YYYY-MM-DD' as a UTC midnight, only to step through days and read the weekday. */
function dayAsUtc(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function isBusinessDay(day: string): boolean {
  const weekday = dayAsUtc(day).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !nationalHolidays(Number(day.slice(0, 4))).has(day);
}

/** The day `count` business days after `day` (the day itself never counts). */
export function addBusinessDays(day: string, count: number): string {
  let cursor = dayAsUtc(day);
  let left = count;
  while (left > 0) {
    cursor = new Date(cursor.getTime() + 86_400_000);
    if (isBusinessDay(cursor.toISOString().slice(0, 10))) left -= 1;
  }
  return cursor.toISOString().slice(0, 10);
}

/** The last day to resolve a request of this class that arrived at `createdAt`. */
export function dueDateFor(createdAt: Date, requestClass: RequestClass): string {
  return addBusinessDays(ushuaiaDate(createdAt), REQUEST_CLASS_BUSINESS_DAYS[requestClass]);
}

/** Not closed, and today in Ushuaia is after the due date. */
export function isOverdue(status: DeskStatus, dueDate: string, now: Date): boolean {
  return !isClosedDeskStatus(status) && ushuaiaDate(now) > dueDate;
}

/**
 * Res. 733/2017 (art. 32 of the Reglamento de Clientes TIC, as amended by Res. 363/2018): when a fault or a
 * billing claim is not resolved in time, the customer may ask the provider for a compensation.
 */
export const COMPENSATION_NOTICE =
  'El plazo para resolver este reclamo venció. Según la Resolución 733/2017 (Reglamento de Clientes de los Servicios TIC), podés pedirnos una compensación por la demora.';

/** The notice an overdue claim carries (faults and billing claims only); null otherwise. */
export function compensationNoticeFor(requestClass: RequestClass, overdue: boolean): string | null {
  return overdue && (requestClass === 'falla' || requestClass === 'facturacion') ? COMPENSATION_NOTICE : null;
}
