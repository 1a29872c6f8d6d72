import { messages } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_CLIENT } from '~/test/data-client';
import { mockFetch } from '~/test/mock-fetch';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { logIn, logInAs } from '~/test/render-app';
import { AccountDataModals } from './account-data-modals';

afterEach(forgetBrowser);

const DATA = { ...DATA_CLIENT, telefono: '2901431234,2901555555', fecha_nac: '1985-04-12 00:00:00' };
const renderAt = (path: string) => renderInAccount(<AccountDataModals />, { path });

describe('AccountDataModals', () => {
  it('opens the contact data editor from ?editar=datos and saves a modified phone as an update body', async () => {
    const user = userEvent.setup();
    logIn();
    const calls = mockFetch({
      'GET /api/customer/1001/': () => ({ status: 200, body: DATA }),
      'PUT /api/customer/actualizar/1001/': () => ({
        status: 200,
        body: { ...DATA, telefono: '2901431299,2901555555' },
      }),
    });
    renderAt('/mi-cuenta/mis-servicios?editar=datos');
    const dialog = await screen.findByRole('dialog', { name: 'Mis datos de contacto' }, { timeout: 5000 });
    const first = (await within(dialog).findAllByTestId('phone-entry'))[0]!;
    expect(within(dialog).getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    await user.click(within(first).getByRole('button', { name: /Modificar/ }));
    await user.clear(within(first).getByLabelText('Número'));
    await user.type(within(first).getByLabelText('Número'), '431299');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByText(messages.contactDataSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      phoneEntry: true,
      phoneAction: 'update',
      'phone-1': '2901431299',
      'phone-1-old': '2901431234',
    });
    expect(within(dialog).getAllByTestId('phone-entry')[0]).toHaveTextContent('(2901) 431299');
  });

  it('shows what the server kept when a later body of the save is refused', async () => {
    const user = userEvent.setup();
    logIn();
    const calls = mockFetch({
      'GET /api/customer/1001/': () => ({ status: 200, body: DATA }),
      'PUT /api/customer/actualizar/1001/': (call) =>
        (call.body as { phoneAction?: string }).phoneAction === 'insert'
          ? {
              status: 400,
              body: {
                message: 'Revisá los datos.',
                code: 'PHONE_LIMIT',
                fields: { phone: messages.phoneLimit },
              },
            }
          : { status: 200, body: { ...DATA, telefono: '2901431234' } },
    });
    renderAt('/mi-cuenta/mis-servicios?editar=datos');
    const dialog = await screen.findByRole('dialog', { name: 'Mis datos de contacto' }, { timeout: 5000 });
    const second = (await within(dialog).findAllByTestId('phone-entry'))[1]!;
    await user.click(within(second).getByRole('button', { name: /Eliminar/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Agregar teléfono' }));
    const added = within(dialog).getAllByTestId('phone-entry')[2]!;
    await user.type(within(added).getByLabelText('Número'), '441122');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByText(messages.phoneLimit)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
    expect(within(dialog).getAllByTestId('phone-entry')).toHaveLength(1);
  });

  it('limits the birth date to adults and leads to the password change', async () => {
    const user = userEvent.setup();
    logIn();
    mockFetch({ 'GET /api/customer/1001/': () => ({ status: 200, body: DATA }) });
    renderAt('/mi-cuenta/mis-servicios?editar=datos');
    const birth = await screen.findByLabelText('Fecha de nacimiento', {}, { timeout: 5000 });
    expect(birth).toHaveValue('1985-04-12');
    const eighteenYearsAgo = new Date().getFullYear() - 18;
    expect(Number(birth.getAttribute('max')?.slice(0, 4))).toBe(eighteenYearsAgo);
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('dialog', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?editar=contrasena');
  });

  it('stays closed without the parameter and for a pending first entry', async () => {
    logInAs({ email: 'nuevo@example.com', nombre: 'Nico', token: 't', firstEntry: 1 });
    const calls = mockFetch({});
    renderAt('/mi-cuenta/mis-servicios?editar=datos');
    await screen.findByTestId('location');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
