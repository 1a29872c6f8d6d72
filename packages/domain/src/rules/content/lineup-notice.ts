// Res. 733/2017 (ENACOM, art. 7) asks a pay-TV provider to announce a line-up change 60 days before it takes
// effect. The back office warns about a shorter notice and lets staff confirm it (the confirmation is audited).
import {
  addDays,
  compareDates,
  parseIsoDate,
  toIsoDate,
  type CalendarDate,
} from '../common/calendar-date.js';

export const LINEUP_NOTICE_DAYS = 60;

const dayNumber = (d: CalendarDate): number => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

/** Whole days from `today` to `effectiveOn` (both 'YYYY-MM-DD'); null when either is not a date. */
export function lineupNoticeDays(effectiveOn: string, today: string): number | null {
  const effective = parseIsoDate(effectiveOn);
  const from = parseIsoDate(today);
  if (!effective || !from) return null;
  return dayNumber(effective) - dayNumber(from);
}

/** Whether a change dated `effectiveOn` gives less than the 60 days' notice the resolution asks for. */
export function isShortLineupNotice(effectiveOn: string, today: string): boolean {
  const days = lineupNoticeDays(effectiveOn, today);
  return days !== null && days < LINEUP_NOTICE_DAYS;
}

/** The first date that gives the full notice. */
export function firstFullNoticeDate(today: string): string {
  const from = parseIsoDate(today);
  return from ? toIsoDate(addDays(from, LINEUP_NOTICE_DAYS)) : today;
}

/** Whether `effectiveOn` is today or later (a line-up change never rewrites the past). */
export function isLineupDateAllowed(effectiveOn: string, today: string): boolean {
  const effective = parseIsoDate(effectiveOn);
  const from = parseIsoDate(today);
  return effective !== null && from !== null && compareDates(effective, from) >= 0;
}

/** The warning staff read before confirming a change with less notice. */
export function shortLineupNoticeMessage(effectiveOn: string, today: string): string {
  const days = Math.max(0, lineupNoticeDays(effectiveOn, today) ?? 0);
  const when = days === 0 ? 'hoy' : days === 1 ? 'en 1 día' : `en ${days} días`;
  return (
    `El cambio rige ${when}: la Res. 733/2017 pide avisarlo con ${LINEUP_NOTICE_DAYS} días de anticipación ` +
    `(desde el ${formatDay(firstFullNoticeDate(today))}). Podés confirmarlo igual; queda registrado en la auditoría.`
  );
}

function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}
