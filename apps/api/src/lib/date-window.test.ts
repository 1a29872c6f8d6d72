import { describe, expect, it } from 'vitest';
import { isWithinWindow, parseWindowEdge } from './date-window.js';

describe('date windows', () => {
  const now = new Date('2026-03-10T15:00:00.000Z');

  it('treats missing bounds and the 0001-01-01 placeholder as open', () => {
    expect(isWithinWindow(null, null, now)).toBe(true);
    expect(isWithinWindow('', '0001-01-01 00:00:00', now)).toBe(true);
  });

  it('reads plain dates as whole days in Ushuaia (UTC-3)', () => {
    expect(parseWindowEdge('2026-03-10', 'start')).toBe(Date.parse('2026-03-10T03:00:00.000Z'));
    expect(isWithinWindow('2026-03-10', '2026-03-10', now)).toBe(true);
    // 23:30 in Ushuaia on the 10th is 02:30 UTC on the 11th: still the last day.
    expect(isWithinWindow(null, '2026-03-10', new Date('2026-03-11T02:30:00.000Z'))).toBe(true);
    expect(isWithinWindow(null, '2026-03-10', new Date('2026-03-11T03:00:00.000Z'))).toBe(false);
  });

  it('reads ISO instants and legacy local date-times', () => {
    expect(isWithinWindow('2026-03-10T14:00:00.000Z', '2026-03-10T16:00:00Z', now)).toBe(true);
    expect(isWithinWindow('2026-03-10 12:30:00', null, now)).toBe(false);
    expect(isWithinWindow('2026-03-10 11:30', null, now)).toBe(true);
  });

  it('fails closed on unreadable bounds', () => {
    expect(isWithinWindow('mañana', null, now)).toBe(false);
    expect(isWithinWindow(null, '31/12/2026', now)).toBe(false);
  });
});
