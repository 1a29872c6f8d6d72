// When the reconciliation job asks again about a cancelled or expired link (ADR 0081): a late approval (cash
// paid at a counter days later) must still be applied, but a closed link is rarely paid, so the checks thin
// out. The wait doubles with the link's age since it closed, starting at the job's interval, for 30 days.
const DAY_MS = 86_400_000;

/** How long after closing a link the job keeps asking about it. */
export const CLOSED_LINK_WINDOW_MS = 30 * DAY_MS;

/**
 * The next check of a link closed at `closedAt`, checked at `now`: after max(interval, age) (so at about
 * interval, 2x, 4x, 8x... after closing), the last one at the window's end; null once the window is over.
 */
export function nextClosedLinkCheck(closedAt: Date, now: Date, intervalMs: number): Date | null {
  const end = closedAt.getTime() + CLOSED_LINK_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const age = Math.max(0, now.getTime() - closedAt.getTime());
  return new Date(Math.min(now.getTime() + Math.max(intervalMs, age), end));
}
