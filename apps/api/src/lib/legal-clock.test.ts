import { describe, expect, it } from 'vitest';
import {
  COMPENSATION_NOTICE,
  addBusinessDays,
  compensationNoticeFor,
  dueDateFor,
  isBusinessDay,
  isOverdue,
} from './legal-clock.js';

describe('the legal clock', () => {
  it('skips weekends and Argentine national holidays (2026 calendar of date-holidays)', () => {
    // Monday 2026-11-23: Día de la Soberanía Nacional (moved from the 20th).
    expect(isBusinessDay('2026-11-23')).toBe(false);
    expect(isBusinessDay('2026-11-21')).toBe(false);
    expect(isBusinessDay('2026-11-24')).toBe(true);
    // Tuesday 2026-12-08 (Inmaculada Concepción) is a holiday; Monday 2026-12-07 is only a tourist bridge day.
    expect(isBusinessDay('2026-12-08')).toBe(false);
    expect(isBusinessDay('2026-12-07')).toBe(true);
    // Thursday 2026-04-02 (Malvinas) and Friday 2026-04-03 (Viernes Santo).
    expect(isBusinessDay('2026-04-02')).toBe(false);
    expect(isBusinessDay('2026-04-03')).toBe(false);
  });

  it('counts from the day after the request arrived', () => {
    // Friday 2026-11-20: Sat, Sun and the Monday holiday do not count; Tue 24, Wed 25, Thu 26.
    expect(addBusinessDays('2026-11-20', 3)).toBe('2026-11-26');
    expect(addBusinessDays('2026-11-20', 5)).toBe('2026-11-30');
    // Over Christmas and New Year: Dec 24 (Thu), then the 25th is a holiday: 28, 29, 30 and 31 (only 'optional').
    expect(addBusinessDays('2026-12-23', 5)).toBe('2026-12-31');
    // Thu 31, then Friday 1 January is a holiday: Monday 4.
    expect(addBusinessDays('2026-12-30', 2)).toBe('2027-01-04');
  });

  it('dates the request in Ushuaia, not in UTC', () => {
    // 2026-11-21 01:30 UTC is still Friday the 20th at 22:30 in Ushuaia (UTC-3).
    expect(dueDateFor(new Date('2026-11-21T01:30:00Z'), 'falla')).toBe('2026-11-26');
    // A Saturday arrival counts from Monday as well.
    expect(dueDateFor(new Date('2026-11-21T12:00:00Z'), 'falla')).toBe('2026-11-26');
    expect(dueDateFor(new Date('2026-11-20T12:00:00Z'), 'facturacion')).toBe('2026-11-30');
    expect(dueDateFor(new Date('2026-11-20T12:00:00Z'), 'otros')).toBe('2026-12-07');
  });

  it('is overdue from the day after the due date while the request is open', () => {
    const due = '2026-11-26';
    // 23:59 of the due day in Ushuaia is still in time.
    expect(isOverdue('in_progress', due, new Date('2026-11-27T02:59:00Z'))).toBe(false);
    expect(isOverdue('in_progress', due, new Date('2026-11-27T03:00:00Z'))).toBe(true);
    expect(isOverdue('waiting_customer', due, new Date('2026-12-01T12:00:00Z'))).toBe(true);
    expect(isOverdue('resolved', due, new Date('2026-12-01T12:00:00Z'))).toBe(false);
  });

  it('gives an overdue claim (fault or billing) the Res. 733/2017 compensation notice', () => {
    expect(compensationNoticeFor('falla', true)).toBe(COMPENSATION_NOTICE);
    expect(compensationNoticeFor('facturacion', true)).toContain('733/2017');
    expect(compensationNoticeFor('otros', true)).toBeNull();
    expect(compensationNoticeFor('falla', false)).toBeNull();
  });
});
