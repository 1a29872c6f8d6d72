import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderModal } from '../testing/render-modal';
import { CAPTCHA_OFF, MESSAGES_PATH, stubApi } from '../testing/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
  // Drafts of the forms live in sessionStorage until a send succeeds.
  sessionStorage.clear();
});

describe('CorporateInternetModal (main modal 5)', () => {
  it('needs the six fields and sends type 8; 429 shows the server message in modal 7', async () => {
    const calls = stubApi({
      ...CAPTCHA_OFF,
      [MESSAGES_PATH]: {
        status: 429,
        body: { message: 'Demasiados intentos. Esperá unos minutos y volvé a intentar.', code: 'RATE' },
      },
    });
    renderModal('main-5');
    const dialog = await screen.findByRole('dialog', { name: 'Internet para empresas' });
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Nombre y apellido o razón social'), 'Pesquera Sur SA');
    await user.type(within(dialog).getByLabelText('Email'), 'compras@pesquera.com.ar');
    await user.type(within(dialog).getByLabelText(/Teléfono/), '2901422222');
    await user.type(within(dialog).getByLabelText('DNI o CUIT'), '30712345678');
    await user.type(within(dialog).getByLabelText('Dirección'), 'Yaganes 50');
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('¿Qué necesita tu empresa?'), 'Fibra simétrica.');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);

    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByRole('alert')).toHaveTextContent('Demasiados intentos');
    expect(calls.at(-1)?.body).toMatchObject({ type: 8, dni: '30712345678' });
  });
});
