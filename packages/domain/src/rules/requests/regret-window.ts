// Arrepentimiento (Ley 24.240 art. 34, Disp. 954/2025): within 10 calendar days of the contract, counted in
// Ushuaia; the contract day is day 0, so a contract of the 1st may be regretted up to the 11th.
import {
  addDays,
  compareDates,
  parseIsoDate,
  todayInUshuaia,
  toIsoDate,
  type CalendarDate,
} from '../common/calendar-date.js';

export const REGRET_WINDOW_DAYS = 10;

export type RegretWindowStatus = 'ok' | 'invalid' | 'future' | 'expired';

export function checkRegretWindow(
  contractDate: string,
  today: CalendarDate = todayInUshuaia(),
): RegretWindowStatus {
  const contract = parseIsoDate(contractDate);
  if (!contract) return 'invalid';
  if (compareDates(contract, today) > 0) return 'future';
  return compareDates(addDays(contract, REGRET_WINDOW_DAYS), today) >= 0 ? 'ok' : 'expired';
}

/** The last day an arrepentimiento for that contract is received, 'YYYY-MM-DD'. */
export function lastRegretDay(contractDate: CalendarDate): string {
  return toIsoDate(addDays(contractDate, REGRET_WINDOW_DAYS));
}
