// Adult birth-date rule (spec §5) and the backend's "unset" sentinel for fecha_nac (spec §3).
import { MIN_AGE, UNSET_BIRTH_DATE } from '../../constants.js';
import { messages } from '../../messages.js';
import {
  addDays,
  addYears,
  compareDates,
  parseIsoDate,
  todayInUshuaia,
  toIsoDate,
  type CalendarDate,
} from '../common/calendar-date.js';

export type BirthDateStatus = 'ok' | 'invalid' | 'future' | 'minor';

/** The day a person born on `birth` reaches `age` (29 February rolls back to the 28th). */
export function birthdayOfAge(birth: CalendarDate, age: number = MIN_AGE): CalendarDate {
  return addYears(birth, age);
}

export function isAdult(birth: CalendarDate, today: CalendarDate = todayInUshuaia()): boolean {
  return compareDates(birthdayOfAge(birth), today) <= 0;
}

export function checkBirthDate(value: string, today: CalendarDate = todayInUshuaia()): BirthDateStatus {
  const birth = parseIsoDate(value);
  if (!birth) return 'invalid';
  if (compareDates(birth, today) > 0) return 'future';
  return isAdult(birth, today) ? 'ok' : 'minor';
}

export function birthDateMessage(status: BirthDateStatus): string | null {
  switch (status) {
    case 'ok':
      return null;
    case 'invalid':
      return messages.invalidDate;
    case 'future':
      return messages.birthDateFuture;
    case 'minor':
      return messages.birthDateNotAdult;
  }
}

/**
 * Latest birth date the date picker may offer: later dates are disabled. Usually today minus 18
 * years; on 28 February of a non-leap year someone born on 29 February also qualifies.
 */
export function latestAdultBirthDate(today: CalendarDate = todayInUshuaia()): CalendarDate {
  let latest = addYears(today, -MIN_AGE);
  for (let next = addDays(latest, 1); isAdult(next, today); next = addDays(next, 1)) latest = next;
  return latest;
}

/** fecha_nac is unset when missing, blank or the backend's '0001-01-01 00:00:00' sentinel. */
export function isBirthDateUnset(value: string | null | undefined): boolean {
  if (value == null) return true;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === UNSET_BIRTH_DATE || trimmed.startsWith('0001-01-01');
}

/** fecha_nac as 'YYYY-MM-DD' (the format the update call sends), or null when unset or unreadable. */
export function normaliseFechaNac(value: string | null | undefined): string | null {
  if (isBirthDateUnset(value)) return null;
  const date = parseIsoDate(value as string);
  return date ? toIsoDate(date) : null;
}
