import type { RegistrationItem } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { RegistrationsPage } from './registrations-page';

const PATH = '/api/admin/altas/';
const pending: RegistrationItem = {
  number: 'G-2026-000042',
  createdAt: '2026-11-27T13:00:00.000Z',
  state: 'pending',
  name: 'Ana Pérez',
  dni: '35123456',
  email: 'ana.perez@example.com',
  phone: '2901431234',
  address: 'San Martín 123, piso 1, depto. B',
  birthDate: '1990-05-20',
  existingCustomer: null,
  customerNumber: null,
};

function queue() {
  return mockFetch({
    [`GET ${PATH}`]: () => ({ status: 200, body: { items: [pending] } }),
    [`POST ${PATH}${pending.number}/aprobacion/`]: () => ({
      status: 200,
      body: { ...pending, state: 'approved', customerNumber: 105200 },
    }),
    [`POST ${PATH}${pending.number}/rechazo/`]: () => ({
      status: 409,
      body: {
        message: 'Otra persona ya resolvió esta solicitud. Volvé a cargar la lista.',
        code: 'CONFLICT',
      },
    }),
  });
}

afterEach(forgetDesk);

describe('RegistrationsPage', () => {
  it('shows an agent the pending registrations with nothing to decide', async () => {
    signInStaff('agente');
    const calls = queue();
    renderInDesk(<RegistrationsPage />, { path: '/gestion/altas' });
    const row = await screen.findByTestId('registration-row');
    expect(row).toHaveTextContent('Ana Pérez');
    expect(row).toHaveTextContent('Nuevo');
    expect(screen.queryByRole('button', { name: /Aprobar/ })).toBeNull();
    expect(calls[0]!.search).toBe('?estado=pending');
  });

  it('lets a supervisor approve after saying what happens, and tells the new customer number', async () => {
    signInStaff('supervisor');
    const calls = queue();
    const user = userEvent.setup();
    renderInDesk(<RegistrationsPage />, { path: '/gestion/altas' });
    await user.click(await screen.findByRole('button', { name: `Aprobar ${pending.number}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar el registro' });
    expect(dialog).toHaveTextContent('Creamos el cliente de Ana Pérez');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText(/es el cliente 105200/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/aprobacion/'))).toBe(true);
  });

  it('asks for the reason of a rejection in Spanish and shows a conflict', async () => {
    signInStaff('admin');
    queue();
    const user = userEvent.setup();
    renderInDesk(<RegistrationsPage />, { path: '/gestion/altas' });
    await user.click(await screen.findByRole('button', { name: `Rechazar ${pending.number}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar el registro' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });
    expect(reason).toHaveAccessibleDescription(/Escribí el motivo: se lo mandamos a la persona\./);
    await user.type(reason, 'Fuera de la zona de cobertura');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('alert')).toHaveTextContent('Otra persona ya resolvió esta solicitud.');
  });
});
