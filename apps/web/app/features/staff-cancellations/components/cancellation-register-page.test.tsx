import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { CancellationRegisterPage } from './cancellation-register-page';

const saveFile = vi.hoisted(() => vi.fn());
vi.mock('~/lib/save-file', () => ({ saveFile }));

afterEach(() => {
  forgetDesk();
  saveFile.mockReset();
});

describe('CancellationRegisterPage', () => {
  it('downloads the register as CSV for a supervisor', async () => {
    signInStaff('supervisor');
    const calls = mockFetch({
      'GET /api/admin/bajas/exportacion/': () => ({
        status: 200,
        file: { type: 'text/csv', content: 'Recibido;Medio\r\n' },
      }),
    });
    renderInDesk(<CancellationRegisterPage />, { path: '/gestion/bajas' });
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar el registro (CSV)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    expect(saveFile.mock.calls[0]?.[1]).toMatch(/^registro-bajas-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(calls[0]?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('offers nothing to an agente', async () => {
    signInStaff('agente');
    renderInDesk(<CancellationRegisterPage />, { path: '/gestion/bajas' });
    expect(await screen.findByText(/es para supervisores y administradores/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
