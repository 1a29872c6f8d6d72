import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderModal } from '../testing/render-modal';
import { CAPTCHA_OFF, MESSAGES_PATH, stubApi } from '../testing/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
  // Drafts of the forms live in sessionStorage until a send succeeds.
  sessionStorage.clear();
});

const TITLE = 'Denuncia de conexiones clandestinas';

describe('IllegalConnectionModal (main modal 6)', () => {
  it('needs street, number and description; floor, depto and house are optional', async () => {
    stubApi(CAPTCHA_OFF);
    renderModal('main-6');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Calle'), 'Magallanes');
    await user.type(within(dialog).getByLabelText('Descripción'), 'Cable colgado del poste.');
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Número'), '1200');
    await waitFor(() => expect(send).toBeEnabled());
  });

  it('blocks - + e E . in Número', async () => {
    stubApi(CAPTCHA_OFF);
    renderModal('main-6');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    const nro = within(dialog).getByLabelText('Número');
    for (const key of ['-', '+', 'e', 'E', '.']) expect(fireEvent.keyDown(nro, { key })).toBe(false);
  });

  it('sends type 3 and shows modal 2; a 500 instead gives the alert and modal 7', async () => {
    let status = 201;
    const calls = stubApi({
      ...CAPTCHA_OFF,
      [MESSAGES_PATH]: () => ({ status, body: status === 201 ? { Crmnumero: 'D-1', id: 3 } : {} }),
    });
    const fill = async () => {
      const dialog = await screen.findByRole('dialog', { name: TITLE });
      const user = userEvent.setup();
      await user.type(within(dialog).getByLabelText('Calle'), 'Magallanes');
      await user.type(within(dialog).getByLabelText('Número'), '1200');
      await user.type(within(dialog).getByLabelText('Piso'), '2');
      await user.type(within(dialog).getByLabelText('Descripción'), 'Cable colgado del poste.');
      await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    };
    const view = renderModal('main-6');
    await fill();
    const sent = await screen.findByRole('dialog', { name: 'Formulario enviado' });
    // An anonymous report: the confirmation promises no call.
    expect(sent).toHaveTextContent('Recibimos tu denuncia.');
    expect(sent).toHaveTextContent('Número de gestión: D-1');
    expect(sent).not.toHaveTextContent('asesor');
    expect(calls.at(-1)?.body).toMatchObject({ type: 3, address: 'Magallanes', nro: '1200', floor: '2' });
    view.unmount();

    status = 500;
    renderModal('main-6');
    await fill();
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByRole('alert')).toHaveTextContent('Ocurrió un error');
  });
});
