import { messages } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '~/lib/session/session';
import { mockFetch } from '~/test/mock-fetch';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { logIn } from '~/test/render-app';
import PasswordChangeModal from './password-change-modal';

afterEach(forgetBrowser);

const URL = 'PUT /api/customer/actualizar/password/1001/';
const ticks = () =>
  Object.fromEntries(
    screen.getAllByRole('listitem').map((li) => [li.getAttribute('data-rule'), li.getAttribute('data-ok')]),
  );

describe('PasswordChangeModal', () => {
  it('ticks each rule and enables Confirmar only when all hold and the current password is typed', async () => {
    const user = userEvent.setup();
    logIn();
    renderInAccount(<PasswordChangeModal onClose={() => {}} onDone={() => {}} />);
    const confirm = await screen.findByRole('button', { name: 'Confirmar' });
    expect(ticks()).toEqual({ uppercase: 'false', minLength: 'false', match: 'false' });
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva1');
    expect(ticks()).toEqual({ uppercase: 'false', minLength: 'true', match: 'false' });
    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva1');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'Nueva1');
    expect(ticks()).toEqual({ uppercase: 'true', minLength: 'true', match: 'true' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Contraseña actual'), 'Demo1234');
    expect(confirm).toBeEnabled();
  });

  it("shows the server's message for a wrong current password", async () => {
    const user = userEvent.setup();
    logIn();
    mockFetch({
      [URL]: () => ({
        status: 400,
        body: {
          message: 'Revisá los datos.',
          code: 'VALIDATION_ERROR',
          fields: { currentPassword: messages.currentPasswordWrong },
        },
      }),
    });
    renderInAccount(<PasswordChangeModal onClose={() => {}} onDone={() => {}} />);
    await user.type(await screen.findByLabelText('Contraseña actual'), 'Otra1234');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva123');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'Nueva123');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.currentPasswordWrong);
    expect(getToken(2)).toBe('token-de-prueba');
  });

  it('keeps this device signed in with the fresh token and offers the way to Mis servicios', async () => {
    const user = userEvent.setup();
    logIn();
    const calls = mockFetch({ [URL]: () => ({ status: 200, body: { token: 'token-nuevo' } }) });
    const onDone = vi.fn();
    renderInAccount(<PasswordChangeModal onClose={() => {}} onDone={onDone} />);
    await user.type(await screen.findByLabelText('Contraseña actual'), 'Demo1234');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva123');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'Nueva123');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      currentPassword: 'Demo1234',
      password: 'Nueva123',
      repeatPassword: 'Nueva123',
    });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-de-prueba');
    expect(getToken(2)).toBe('token-nuevo');
    await user.click(screen.getByRole('button', { name: 'Ir a Mis servicios' }));
    expect(onDone).toHaveBeenCalled();
  });
});
