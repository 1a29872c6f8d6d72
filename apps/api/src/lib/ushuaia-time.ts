// Instants of Ushuaia calendar days (design §6: dates are computed in America/Argentina/Ushuaia), whatever the
// server's own time zone.
import { TIME_ZONE } from '@portal/domain';

/** The zone's offset from UTC in minutes at an instant ('GMT-03:00' -> -180). */
function offsetMinutes(instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The last millisecond of a calendar day 'YYYY-MM-DD' in Ushuaia. */
export function endOfDayInUshuaia(isoDate: string): Date {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const nextMidnightUtc = Date.UTC(year, month - 1, day + 1);
  const offset = offsetMinutes(new Date(nextMidnightUtc));
  return new Date(nextMidnightUtc - offset * 60_000 - 1);
}

/** 'YYYY-MM-DD' of an instant in Ushuaia. */
export function ushuaiaDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(instant);
}
