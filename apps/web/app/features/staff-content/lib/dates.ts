// Days as the back office writes them: in Ushuaia (UTC-3 all year), as AAAA-MM-DD.
const USHUAIA = 'America/Argentina/Ushuaia';

export function todayInUshuaia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: USHUAIA }).format(now);
}

/** '2026-11-28' as '28/11/2026'. */
export function formatDay(day: string | null): string {
  if (!day) return '—';
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
}
