import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { ExportsPanel } from './exports-panel';

const PAYMENTS = '/api/admin/facturacion/pagos/exportacion/';

afterEach(() => {
  forgetDesk();
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('ExportsPanel', () => {
  it('downloads the payments between two days through the staff client', async () => {
    signInStaff('supervisor');
    const calls = mockFetch({
      [`GET ${PAYMENTS}`]: () => ({ status: 200, file: { type: 'text/csv', content: 'gateway\r\n' } }),
    });
    // happy-dom has no object URLs; the browser's download itself is not under test.
    Object.assign(URL, { createObjectURL: () => 'blob:pagos', revokeObjectURL: () => undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderInDesk(<ExportsPanel />);
    const from = await screen.findByLabelText('Desde');
    await user.clear(from);
    await user.type(from, '2026-11-01');
    const to = screen.getByLabelText('Hasta');
    await user.clear(to);
    await user.type(to, '2026-11-15');
    await user.click(screen.getByRole('button', { name: 'Descargar pagos' }));
    await waitFor(() => expect(saved).toEqual(['pagos-2026-11-01-2026-11-15.csv']));
    const download = calls.find((c) => c.path === PAYMENTS)!;
    expect(download.search).toBe('?from=2026-11-01&to=2026-11-15');
    expect(download.headers.get('Authorization')).toBe('Bearer staff-token');
    // Opening card numbers and CBUs stays with admins.
    expect(screen.queryByRole('button', { name: 'Descargar débitos con tarjeta' })).toBeNull();
  });

  it('refuses a range that ends before it starts, in Spanish under the field', async () => {
    signInStaff('admin');
    const calls = mockFetch({});
    const user = userEvent.setup();
    renderInDesk(<ExportsPanel />);
    const from = await screen.findByLabelText('Desde');
    await user.clear(from);
    await user.type(from, '2026-11-20');
    const to = screen.getByLabelText('Hasta');
    await user.clear(to);
    await user.type(to, '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Descargar pagos' }));
    await waitFor(() =>
      expect(from).toHaveAccessibleDescription('La fecha desde no puede ser posterior a la fecha hasta.'),
    );
    expect(calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Descargar débitos con tarjeta' })).toBeInTheDocument();
  });
});
