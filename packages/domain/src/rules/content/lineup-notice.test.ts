import { describe, expect, it } from 'vitest';
import {
  firstFullNoticeDate,
  isLineupDateAllowed,
  isShortLineupNotice,
  lineupNoticeDays,
  shortLineupNoticeMessage,
} from './lineup-notice.js';

describe('line-up notice (Res. 733/2017)', () => {
  it('counts calendar days across months and leap years', () => {
    expect(lineupNoticeDays('2028-03-01', '2028-02-28')).toBe(2);
    expect(lineupNoticeDays('2026-12-01', '2026-11-28')).toBe(3);
    expect(lineupNoticeDays('not a date', '2026-11-28')).toBeNull();
  });

  it('warns under 60 days and not from the 60th day on', () => {
    expect(isShortLineupNotice('2026-11-28', '2026-11-28')).toBe(true);
    expect(isShortLineupNotice('2027-01-26', '2026-11-28')).toBe(true);
    expect(isShortLineupNotice('2027-01-27', '2026-11-28')).toBe(false);
    expect(firstFullNoticeDate('2026-11-28')).toBe('2027-01-27');
  });

  it('refuses past dates and names the first full-notice day in the warning', () => {
    expect(isLineupDateAllowed('2026-11-27', '2026-11-28')).toBe(false);
    expect(isLineupDateAllowed('2026-11-28', '2026-11-28')).toBe(true);
    expect(shortLineupNoticeMessage('2026-12-08', '2026-11-28')).toBe(
      'El cambio rige en 10 días: la Res. 733/2017 pide avisarlo con 60 días de anticipación ' +
        '(desde el 27/01/2027). Podés confirmarlo igual; queda registrado en la auditoría.',
    );
  });
});
