// Reads the validity window of content (pop-ups, coupons) the way staff write it: a full ISO instant, a plain
// date (a whole day in Ushuaia), a legacy 'YYYY-MM-DD HH:MM:SS' local time, or nothing (no bound). The legacy
// placeholder year 0001 means "unset", as the spec says of fecha_nac.

/** America/Argentina/Ushuaia has no daylight saving time: always UTC-3. */
const USHUAIA_OFFSET = '-03:00';

type Edge = 'start' | 'end';

/** Returns epoch ms, null for "no bound", or NaN when the text cannot be read. */
export function parseWindowEdge(value: string | null | undefined, edge: Edge): number | null {
  const text = value?.trim();
  if (!text || text.startsWith('0001-01-01')) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const time = edge === 'start' ? 'T00:00:00.000' : 'T23:59:59.999';
    return Date.parse(`${text}${time}${USHUAIA_OFFSET}`);
  }
  const legacy = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2}(\.\d+)?)?)$/.exec(text);
  if (legacy) return Date.parse(`${legacy[1]}T${legacy[2]}${USHUAIA_OFFSET}`);
  return Date.parse(text);
}

/** Whether `now` lies inside [from, until]; an unreadable bound closes the window (fail closed). */
export function isWithinWindow(from: string | null, until: string | null, now: Date): boolean {
  const start = parseWindowEdge(from, 'start');
  const end = parseWindowEdge(until, 'end');
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const t = now.getTime();
  return (start === null || start <= t) && (end === null || t <= end);
}

/** A bound as a full ISO instant, so every client reads the window the same way; '' when there is none. */
export function normaliseWindowEdge(value: string | null, edge: Edge): string {
  const parsed = parseWindowEdge(value, edge);
  return parsed === null || Number.isNaN(parsed) ? '' : new Date(parsed).toISOString();
}
