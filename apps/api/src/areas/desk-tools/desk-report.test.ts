import { describe, expect, it } from 'vitest';
import { buildDeskReport, median, type ReportRequestRow } from './desk-report.js';

const ana = { id: 2, name: 'Ana' };
const beto = { id: 3, name: 'Beto' };

function row(overrides: Partial<ReportRequestRow>): ReportRequestRow {
  return {
    queue: 'tecnica',
    requestClass: 'falla',
    assignee: ana,
    createdAt: '2026-11-02T12:00:00.000Z',
    dueDate: '2026-11-05',
    firstAnswerAt: null,
    closedAt: null,
    ...overrides,
  };
}

describe('desk report', () => {
  it('takes the median of odd and even counts, to one decimal', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([1, 2, 4, 10])).toBe(3);
    expect(median([1 / 3])).toBe(0.3);
  });

  it('counts by class, on time over the decided ones, and medians in calendar hours', () => {
    const rows = [
      // Closed the evening of its due day in Ushuaia (23:30 -03 is the next day in UTC): on time.
      row({ firstAnswerAt: '2026-11-02T14:00:00.000Z', closedAt: '2026-11-06T02:30:00.000Z' }),
      // Closed the day after its due date: late.
      row({ closedAt: '2026-11-06T12:00:00.000Z', firstAnswerAt: '2026-11-03T12:00:00.000Z' }),
      // Open past its due date: decided, late.
      row({ requestClass: 'facturacion', queue: 'administracion', assignee: beto, dueDate: '2026-11-09' }),
      // Open, not yet due: counts for neither.
      row({ requestClass: 'otros', queue: 'comercial', assignee: null, dueDate: '2026-11-30' }),
    ];
    const report = buildDeskReport('2026-11', rows, '2026-11-20');

    expect(report.total).toEqual({
      key: 'total',
      label: 'Total',
      total: 4,
      byClass: { falla: 2, facturacion: 1, datos: 0, otros: 1 },
      decided: 3,
      onTime: 1,
      onTimeShare: 0.333,
      medianFirstAnswerHours: 13,
      medianResolutionHours: 91.3,
    });
    expect(report.queues.map((q) => [q.key, q.label, q.total, q.onTimeShare])).toEqual([
      ['administracion', 'Administración', 1, 0],
      ['tecnica', 'Técnica', 2, 0.5],
      ['comercial', 'Comercial', 1, null],
    ]);
    expect(report.members.map((m) => [m.key, m.label, m.total])).toEqual([
      ['2', 'Ana', 2],
      ['3', 'Beto', 1],
      ['none', 'Sin asignar', 1],
    ]);
    expect(report.hours).toBe('calendario');
  });

  it('gives an empty month zero counts and no shares or medians', () => {
    const report = buildDeskReport('2026-10', [], '2026-11-20');
    expect(report.total).toMatchObject({
      total: 0,
      decided: 0,
      onTimeShare: null,
      medianResolutionHours: null,
    });
    expect(report.queues).toHaveLength(3);
    expect(report.members).toEqual([]);
  });
});
