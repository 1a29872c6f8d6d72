import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { logIn } from '~/test/render-app';
import { WifiSection } from './wifi-section';

const SERVICES = 'GET /api/customer/1001/servicios/wifi/';
const CHANGE = 'POST /api/customer/1001/servicios/7/wifi/';
const internet = { id: 7, producto: 'Internet 300 Megas', producto_tipo: 'INTERNET' };

// The form and the modal load on demand; a first import takes a while in happy-dom.
const LAZY = { timeout: 5000 };

const renderSection = () => renderInAccount(<WifiSection />);

/** The form loads when the person asks for it, and takes the focus. */
async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Cambiar nombre y contraseña' }));
  const form = await screen.findByRole('form', { name: 'Red WiFi de Internet 300 Megas' }, LAZY);
  await waitFor(() => expect(within(form).getByLabelText('Nombre de la red')).toHaveFocus());
  return form;
}

/** Types the network's name and password and presses Guardar cambios. */
async function saveNetwork(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  name: string,
  password: string,
) {
  await user.type(within(form).getByLabelText('Nombre de la red'), name);
  await user.type(within(form).getByLabelText('Contraseña nueva'), password);
  await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
}

afterEach(forgetBrowser);

describe('WifiSection', () => {
  it('renders nothing for a customer without internet', async () => {
    logIn();
    const calls = mockFetch({ [SERVICES]: () => ({ status: 200, body: { services: [] } }) });
    renderSection();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('wifi-section')).toBeNull();
  });

  it('checks the domain rules before sending', async () => {
    logIn();
    const calls = mockFetch({ [SERVICES]: () => ({ status: 200, body: { services: [internet] } }) });
    const user = userEvent.setup();
    renderSection();
    const form = await openForm(user);
    await saveNetwork(user, form, 'Casa', 'contraseña');
    expect(await within(form).findByText(/solo admite letras sin tilde/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the change with a key, clears the password and shows modal 10', async () => {
    logIn();
    const calls = mockFetch({
      [SERVICES]: () => ({ status: 200, body: { services: [internet] } }),
      [CHANGE]: () => ({ status: 201, body: { number: 'G-2026-000010' } }),
    });
    const user = userEvent.setup();
    renderSection();
    const form = await openForm(user);
    await saveNetwork(user, form, 'Casa Martina', 'clave-segura-1');
    const modal = await screen.findByRole('dialog', { name: 'Cambios guardados' }, LAZY);
    expect(modal).toHaveTextContent('Los cambios pueden demorar hasta 5 minutos.');
    expect(modal).toHaveTextContent('G-2026-000010');
    expect(modal).not.toHaveTextContent('clave-segura-1');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ ssid: 'Casa Martina', password: 'clave-segura-1' });
    expect(post.headers.get('idempotency-key')).toBeTruthy();
    expect(within(form).getByLabelText('Contraseña nueva')).toHaveValue('');
  });

  it("shows the server's field messages under the fields", async () => {
    logIn();
    mockFetch({
      [SERVICES]: () => ({ status: 200, body: { services: [internet] } }),
      [CHANGE]: () => ({
        status: 400,
        body: { message: 'Revisá', code: 'VALIDATION_ERROR', fields: { ssid: 'Nombre rechazado.' } },
      }),
    });
    const user = userEvent.setup();
    renderSection();
    const form = await openForm(user);
    await saveNetwork(user, form, 'Casa', 'clave-segura-1');
    expect(await within(form).findByText('Nombre rechazado.')).toBeInTheDocument();
  });
});
