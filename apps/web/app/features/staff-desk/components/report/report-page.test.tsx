import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportRow } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { currentMonth, ReportPage } from './report-page';

const row = (key: string, label: string, overrides: Partial<ReportRow> = {}): ReportRow => ({
  key,
  label,
  total: 4,
  byClass: { falla: 2, facturacion: 1, datos: 0, otros: 1 },
  decided: 4,
  onTime: 3,
  onTimeShare: 0.75,
  medianFirstAnswerHours: 5.5,
  medianResolutionHours: 30,
  ...overrides,
});

afterEach(forgetDesk);

describe('ReportPage', () => {
  it('shows the month the URL names, per queue and member, with shares and medians in words', async () => {
    signInStaff('supervisor');
    const calls = mockFetch({
      'GET /api/admin/informes/gestiones/': (call) => ({
        status: 200,
        body: {
          month: new URLSearchParams(call.search).get('mes'),
          hours: 'calendario',
          total: row('total', 'Total'),
          queues: [row('tecnica', 'Técnica')],
          members: [
            row('9', 'Luis Gómez', { onTimeShare: null, decided: 0, onTime: 0, medianResolutionHours: null }),
          ],
        },
      }),
    });
    renderInDesk(<ReportPage />, { path: '/gestion/informe?mes=2026-10' });
    const queues = await screen.findByRole('table', { name: 'Por cola' });
    expect(calls[0]!.search).toBe('?mes=2026-10');
    const tecnica = within(queues).getByRole('row', { name: /Técnica/ });
    expect(tecnica).toHaveTextContent('75 %');
    expect(tecnica).toHaveTextContent('3 de 4');
    expect(tecnica).toHaveTextContent('5,5 h');
    const members = screen.getByRole('table', { name: 'Por miembro' });
    expect(within(members).getByRole('row', { name: /Luis Gómez/ })).toHaveTextContent('—');

    // happy-dom has no month picker to type into: the picker's change is what the page reacts to.
    fireEvent.change(screen.getByLabelText('Mes'), { target: { value: '2026-09' } });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/gestion/informe?mes=2026-09'),
    );
  });

  it('starts on this month in Ushuaia', () => {
    // 02:00 UTC on 1 December is still 30 November in Ushuaia (UTC-3).
    expect(currentMonth(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11');
  });
});
