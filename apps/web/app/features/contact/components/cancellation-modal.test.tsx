import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn } from '~/test/render-app';
import { renderModal } from '../testing/render-modal';
import { CUSTOMER_PATH, DATA_CLIENT, MESSAGES_PATH, stubApi, type StubAnswer } from '../testing/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
  // Drafts of the forms live in sessionStorage until a send succeeds.
  sessionStorage.clear();
});

async function openAsCustomer(send: StubAnswer) {
  logIn();
  const calls = stubApi({ [CUSTOMER_PATH]: { status: 200, body: DATA_CLIENT }, [MESSAGES_PATH]: send });
  renderModal('main-8');
  const dialog = await screen.findByRole('dialog', { name: 'Baja de servicio' });
  const name = await within(dialog).findByLabelText('Nombre y apellido');
  await waitFor(() => expect(name).toHaveValue('martina fernández'));
  return { calls, dialog };
}

async function complete(dialog: HTMLElement) {
  const user = userEvent.setup();
  await user.selectOptions(within(dialog).getByLabelText('Servicio'), 'Televisión');
  await user.type(within(dialog).getByLabelText('Motivo de la baja'), 'Me mudo fuera de la provincia.');
  return user;
}

describe('CancellationModal (main modal 8)', () => {
  it('locks name, email and dni to the customer data; phone stays editable', async () => {
    const { dialog } = await openAsCustomer({ status: 200, body: { Crmnumero: 'B-1' } });
    for (const label of ['Nombre y apellido', 'Email', 'DNI']) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(within(dialog).getByLabelText('Nombre y apellido')).toHaveValue('martina fernández');
    expect(within(dialog).getByLabelText('DNI')).toHaveValue('30123456');
    expect(within(dialog).getByLabelText(/Teléfono/)).not.toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(/Teléfono/)).toHaveValue('2901431234');
    // Pre-filling must not flag the fields the customer has not reached yet.
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('needs service and reason before Solicitar la baja is enabled', async () => {
    const { dialog } = await openAsCustomer({ status: 200, body: { Crmnumero: 'B-1' } });
    const send = within(dialog).getByRole('button', { name: 'Solicitar la baja' });
    expect(send).toBeDisabled();
    await complete(dialog);
    await waitFor(() => expect(send).toBeEnabled());
  });

  it('sends type 2 with the bearer token, no captcha, and shows the request number in modal 2', async () => {
    const { calls, dialog } = await openAsCustomer({ status: 200, body: { Crmnumero: 'BAJA-2026-42' } });
    const user = await complete(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar la baja' }));
    const sent = await screen.findByRole('dialog', { name: 'Formulario enviado' });
    expect(sent).toHaveTextContent('Número de gestión: BAJA-2026-42');
    const post = calls.find((c) => c.path.startsWith('/api/mensajes'))!;
    expect(post.headers.get('Authorization')).toBe('Bearer token-de-prueba');
    expect(post.headers.has('X-Captcha-Pass')).toBe(false);
    expect(calls.some((c) => c.path.startsWith('/api/isHuman'))).toBe(false);
    expect(post.body).toMatchObject({
      type: 2,
      subscriber: 1,
      client_id: 1001,
      service: 'Televisión',
      details: 'Me mudo fuera de la provincia.',
      dni: '30123456',
    });
  });

  it('a network failure closes the form, alerts and opens modal 7', async () => {
    const { dialog } = await openAsCustomer('network-error');
    const user = await complete(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar la baja' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByRole('alert')).toHaveTextContent('Ocurrió un error');
    expect(screen.queryByRole('dialog', { name: 'Baja de servicio' })).toBeNull();
  });

  it('sends a visitor to login instead', async () => {
    stubApi({});
    renderModal('main-8');
    expect(await screen.findByRole('dialog', { name: 'modal:login' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Baja de servicio' })).toBeNull();
  });
});
