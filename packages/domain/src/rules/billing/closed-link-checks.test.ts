import { describe, expect, it } from 'vitest';
import { CLOSED_LINK_WINDOW_MS, nextClosedLinkCheck } from './closed-link-checks.js';

const MINUTE = 60_000;
const closedAt = new Date('2026-11-01T12:00:00.000Z');
const at = (ms: number) => new Date(closedAt.getTime() + ms);

describe('nextClosedLinkCheck', () => {
  it('waits the interval at first, then doubles with the age of the closed link', () => {
    const interval = 10 * MINUTE;
    let now = at(interval);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const next = nextClosedLinkCheck(closedAt, now, interval)!;
      waits.push((next.getTime() - now.getTime()) / MINUTE);
      now = next;
    }
    expect(waits).toEqual([10, 20, 40, 80, 160]);
    expect(nextClosedLinkCheck(closedAt, at(MINUTE), interval)).toEqual(at(MINUTE + interval));
  });

  it('checks a last time at the end of the 30 days, then no more', () => {
    const interval = 10 * MINUTE;
    const lateCheck = at(20 * 86_400_000);
    expect(nextClosedLinkCheck(closedAt, lateCheck, interval)).toEqual(at(CLOSED_LINK_WINDOW_MS));
    expect(nextClosedLinkCheck(closedAt, at(CLOSED_LINK_WINDOW_MS), interval)).toBeNull();
    expect(CLOSED_LINK_WINDOW_MS).toBe(30 * 86_400_000);
  });
});
