import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn } from '~/test/render-app';
import { renderModal } from '../testing/render-modal';
import { CAPTCHA_OFF, CUSTOMER_PATH, DATA_CLIENT, MESSAGES_PATH, stubApi } from '../testing/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
  // Drafts of the forms live in sessionStorage until a send succeeds.
  sessionStorage.clear();
});

const options = (dialog: HTMLElement) =>
  within(within(dialog).getByLabelText('Servicio'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('RegretModal (main modal 4)', () => {
  it('needs name, email, phone, dni and service, offering the five services', async () => {
    stubApi(CAPTCHA_OFF);
    renderModal('main-4');
    const dialog = await screen.findByRole('dialog', { name: 'Botón de arrepentimiento' });
    expect(options(dialog)).toEqual([
      'Elegí una opción',
      'Internet',
      'Telefonía',
      'Televisión',
      'Click TV',
      'Todos los servicios',
    ]);
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Nombre y apellido'), 'Ana Paz');
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText(/Teléfono/), '2901431234');
    await user.type(within(dialog).getByLabelText('DNI'), '30123456');
    expect(send).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Servicio'), 'Click TV');
    await waitFor(() => expect(send).toBeEnabled());
  });

  it('hides Telefonía for company 20', async () => {
    stubApi(CAPTCHA_OFF);
    renderModal('main-4', { companyCode: 20 });
    const dialog = await screen.findByRole('dialog', { name: 'Botón de arrepentimiento' });
    expect(options(dialog)).not.toContain('Telefonía');
  });

  it('pre-fills a logged-in customer and sends subscriber 1 with client_id and the token; shows the request number', async () => {
    logIn();
    const calls = stubApi({
      ...CAPTCHA_OFF,
      [CUSTOMER_PATH]: { status: 200, body: DATA_CLIENT },
      [MESSAGES_PATH]: { status: 201, body: { Crmnumero: 'ARR-77', id: 9 } },
    });
    renderModal('main-4');
    const dialog = await screen.findByRole('dialog', { name: 'Botón de arrepentimiento' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Nombre y apellido')).toHaveValue('martina fernández'),
    );
    expect(within(dialog).getByLabelText('Email')).toHaveValue('cliente@example.com');
    expect(within(dialog).getByLabelText(/Teléfono/)).toHaveValue('2901431234');
    expect(within(dialog).getByLabelText('DNI')).toHaveValue('30123456');
    // Regret is a public form: pre-filled data stays editable.
    expect(within(dialog).getByLabelText('Nombre y apellido')).not.toHaveAttribute('readonly');

    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByLabelText('Servicio'), 'Internet');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const sent = await screen.findByRole('dialog', { name: 'Formulario enviado' });
    expect(within(sent).getByTestId('form-sent-info')).toHaveTextContent('Número de gestión: ARR-77');
    const post = calls.find((c) => c.path.startsWith('/api/mensajes'))!;
    expect(post.body).toMatchObject({ type: 6, subscriber: 1, client_id: 1001, service: 'Internet' });
    // Without it the API would store the notice as a visitor's.
    expect(post.headers.get('Authorization')).toBe('Bearer token-de-prueba');
  });
});
