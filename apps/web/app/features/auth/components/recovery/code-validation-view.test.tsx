import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { renderApp } from '~/test/render-app';
import { CodeValidationView } from './code-validation-view';

afterEach(() => vi.unstubAllGlobals());

function renderView() {
  const onNavigate = vi.fn();
  renderApp(<CodeValidationView email="ana@example.com" onNavigate={onNavigate} focusHeading={false} />);
  return { onNavigate };
}

describe('CodeValidationView', () => {
  it('step 0 keeps digits only and enables Continuar at exactly 6', async () => {
    mockFetch({});
    renderView();
    expect(
      await screen.findByRole('heading', { name: '¿Cuál es el código que recibiste?' }),
    ).toBeInTheDocument();
    const input = screen.getByLabelText('Código');
    const continuar = screen.getByRole('button', { name: 'Continuar' });
    await userEvent.type(input, '12a-3e45');
    expect(input).toHaveValue('12345');
    expect(continuar).toBeDisabled();
    await userEvent.type(input, '6');
    expect(continuar).toBeEnabled();
  });

  it("shows the server's message when the code is wrong", async () => {
    mockFetch({
      'POST /api/customer/validar/codigo/': () => ({
        status: 400,
        body: { message: 'El código ingresado es incorrecto.', code: 'CODE_INVALID' },
      }),
    });
    renderView();
    await userEvent.type(await screen.findByLabelText('Código'), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('El código ingresado es incorrecto.');
  });

  it('goes code -> new password -> success, sending the reset token', async () => {
    const calls = mockFetch({
      'POST /api/customer/validar/codigo/': () => ({ status: 200, body: { reset_token: 'rt-1' } }),
      'POST /api/customer/resetear/password/': () => ({ status: 200, body: {} }),
    });
    const { onNavigate } = renderView();
    await userEvent.type(await screen.findByLabelText('Código'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(calls[0]?.body).toEqual({ code: '654321', company: 'uv', email: 'ana@example.com' });

    const heading = await screen.findByRole('heading', { name: 'Elegí tu nueva contraseña' });
    await waitFor(() => expect(heading).toHaveFocus());
    const confirmar = screen.getByRole('button', { name: 'Confirmar' });
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'Nueva1');
    expect(confirmar).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Repetir contraseña'), 'Nueva1');
    expect(confirmar).toBeEnabled();
    await userEvent.click(confirmar);

    expect(await screen.findByText('Tu contraseña se restableció correctamente.')).toBeInTheDocument();
    expect(calls[1]?.body).toMatchObject({
      password: 'Nueva1',
      company: 'uv',
      email: 'ana@example.com',
      reset_token: 'rt-1',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ir al login' }));
    expect(onNavigate).toHaveBeenCalledWith('signIn');
  });

  it("alerts 'Ocurrió un error' when the reset cannot be sent", async () => {
    mockFetch({
      'POST /api/customer/validar/codigo/': () => ({ status: 200, body: { reset_token: 'rt-1' } }),
      'POST /api/customer/resetear/password/': () => ({ status: 503, body: { message: 'x', code: 'X' } }),
    });
    renderView();
    await userEvent.type(await screen.findByLabelText('Código'), '654321{Enter}');
    await userEvent.type(await screen.findByLabelText('Nueva contraseña'), 'Nueva1');
    await userEvent.type(screen.getByLabelText('Repetir contraseña'), 'Nueva1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ocurrió un error$/);
  });
});
