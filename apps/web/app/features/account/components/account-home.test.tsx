import type { DataClient } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, saveLogin } from '~/lib/session/session';
import { CUSTOMER_SERVICES } from '~/test/customer-services';
import { DATA_CLIENT } from '~/test/data-client';
import { mockFetch } from '~/test/mock-fetch';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { AccountHome } from './account-home';

const COMPLETE = { ...DATA_CLIENT, fecha_nac: '1985-04-12 00:00:00' };

const record = (cliente: number, estado: string, direccion: string) => ({
  cliente,
  nombre: 'Martina',
  apellido: 'Fernández',
  dni: '30123456',
  emailppl: 'cliente@example.com',
  telefono: '2901421234',
  direccion,
  ciudad: 'Ushuaia',
  cp: '9410',
  estado,
});

function logInWithTwoRecords() {
  saveLogin(2, {
    client: { clientenro: 1001, email: 'cliente@example.com', nombre: 'Martina Fernández' },
    list: [
      record(1001, 'CONECTADO', 'Av. Perito Moreno 1450'),
      record(1002, 'DESCONECTADO', 'Gobernador Paz 820'),
    ],
    token: 'token-de-prueba',
    firstEntry: 0,
  });
}

function mockAccount(dataClient: DataClient = COMPLETE, emailBouncing = false) {
  return mockFetch({
    'GET /api/customer/1001/': () => ({ status: 200, body: dataClient }),
    'GET /api/customer/1001/servicios/': () => ({
      status: 200,
      body: { ...CUSTOMER_SERVICES, email_rebota: emailBouncing },
    }),
    'GET /api/customer/1002/': () => ({ status: 200, body: { ...dataClient, cliente: 1002 } }),
    'GET /api/customer/1002/servicios/': () => ({
      status: 200,
      body: { ...CUSTOMER_SERVICES, cliente: 1002, direccion: 'Gobernador Paz 820', servicios: [] },
    }),
  });
}

const renderHome = (onEditContactData = vi.fn()) =>
  renderInAccount(<AccountHome onEditContactData={onEditContactData} />);

afterEach(forgetBrowser);

describe('AccountHome', () => {
  it("shows the active record's services and switches the session's active record", async () => {
    logInWithTwoRecords();
    const calls = mockAccount();
    renderHome();
    expect(await screen.findByTestId('services-address')).toHaveTextContent('Av. Perito Moreno 1450');
    expect(screen.getByRole('radio', { name: /Cliente 1001/ })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: /Cliente 1002/ }));
    expect(await screen.findByText('Esta cuenta no tiene servicios contratados.')).toBeInTheDocument();
    expect(screen.getByTestId('services-address')).toHaveTextContent('Gobernador Paz 820');
    expect(readSession(2).client).toEqual({
      clientenro: 1002,
      email: 'cliente@example.com',
      nombre: 'Martina Fernández',
    });
    expect(calls.map((c) => c.path)).toContain('/api/customer/1002/servicios/');
  });

  it('hides the switch when the login has one record', async () => {
    saveLogin(2, {
      client: { clientenro: 1001, email: 'cliente@example.com', nombre: 'Martina Fernández' },
      list: [record(1001, 'CONECTADO', 'Av. Perito Moreno 1450')],
      token: 'token-de-prueba',
      firstEntry: 0,
    });
    mockAccount();
    renderHome();
    expect(await screen.findByTestId('account-home')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('opens the avatar card (modal 7) and leads to the contact data editor', async () => {
    logInWithTwoRecords();
    mockAccount();
    const onEdit = vi.fn();
    renderHome(onEdit);
    await screen.findByTestId('account-home');
    await userEvent.click(screen.getByRole('button', { name: /Mi perfil/ }));
    const card = await screen.findByTestId('avatar-card');
    expect(card).toHaveTextContent('Martina FERNÁNDEZ');
    expect(card).toHaveTextContent('1001');
    expect(card).toHaveTextContent('cliente@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Editar datos de contacto' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('avatar-card')).toBeNull();
  });

  describe('contact data notice (modal 1)', () => {
    it('does not open when phone, birth date and email are all there', async () => {
      logInWithTwoRecords();
      mockAccount(COMPLETE);
      renderHome();
      await screen.findByTestId('account-home');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it.each([
      ['no birth date', { fecha_nac: '0001-01-01 00:00:00' }, 'tu fecha de nacimiento'],
      ['no phone', { telefono: '' }, 'un teléfono'],
      ['no email', { emailppl: '' }, 'tu email'],
    ])('opens with %s and leads to modal 8', async (_case, gap, text) => {
      logInWithTwoRecords();
      mockAccount({ ...COMPLETE, ...gap });
      const onEdit = vi.fn();
      renderHome(onEdit);
      const dialog = await screen.findByRole('dialog', { name: 'Actualizá tus datos de contacto' });
      expect(dialog).toHaveTextContent(text);
      await userEvent.click(screen.getByRole('button', { name: 'Actualizar mis datos' }));
      expect(onEdit).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('opens when the mails to the main email bounce, asking for one that works', async () => {
      logInWithTwoRecords();
      mockAccount(COMPLETE, true);
      renderHome();
      const dialog = await screen.findByRole('dialog', { name: 'Actualizá tus datos de contacto' });
      expect(dialog).toHaveTextContent(
        'un email que funcione (los mensajes a tu dirección actual no llegan)',
      );
    });

    it('lists every gap and opens only once per session', async () => {
      logInWithTwoRecords();
      mockAccount({ ...COMPLETE, telefono: '', fecha_nac: null });
      const first = renderHome();
      const dialog = await screen.findByRole('dialog', { name: 'Actualizá tus datos de contacto' });
      expect(dialog).toHaveTextContent('nos falta un teléfono y tu fecha de nacimiento');
      await userEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
      first.unmount();

      renderHome();
      await screen.findByTestId('account-home');
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
