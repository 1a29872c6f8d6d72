import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api/api-client';
import { readSession } from '~/lib/session/session';
import { mockFetch } from '~/test/mock-fetch';
import { renderApp } from '~/test/render-app';
import { signInErrorMessage } from '../hooks/use-sign-in';
import LoginModal from './login-modal';
import { SignInView } from './sign-in-view';

afterEach(() => vi.unstubAllGlobals());

function renderSignIn() {
  const onSignIn = vi.fn(async () => null as string | null);
  const onNavigate = vi.fn();
  renderApp(<SignInView onNavigate={onNavigate} focusHeading={false} onSignIn={onSignIn} />);
  return { onSignIn, onNavigate };
}

/** One of the person's records: the same person, another client number and connection state. */
const record = (cliente: number, estado: string) => ({
  cliente,
  nombre: 'Ana',
  apellido: 'Paz',
  dni: '1',
  emailppl: 'a@b.com',
  telefono: '',
  direccion: '',
  ciudad: '',
  cp: '',
  estado,
});

const records = [record(2, 'DESCONECTADO'), record(3, 'CONECTADO')];

describe('SignInView', () => {
  it('enables Ingresar only when both fields are filled, with the spec max lengths', async () => {
    renderSignIn();
    const button = await screen.findByRole('button', { name: 'Ingresar' });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('maxLength', '40');
    await userEvent.type(screen.getByLabelText('Email'), 'a');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Contraseña'), 'b');
    expect(button).toBeEnabled();
  });

  it('ignores Enter while a field has 1 character, but the button still submits', async () => {
    const { onSignIn } = renderSignIn();
    await userEvent.type(await screen.findByLabelText('Email'), 'a');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'b{Enter}');
    expect(onSignIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(onSignIn).toHaveBeenCalledWith('a', 'b'));
  });

  it('submits with Enter once both fields are longer than 1 character and shows the error it gets', async () => {
    const { onSignIn } = renderSignIn();
    onSignIn.mockResolvedValueOnce('Los datos ingresados son incorrectos');
    await userEvent.type(await screen.findByLabelText('Email'), 'ab@c.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'xy{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Los datos ingresados son incorrectos');
  });

  it('links to the recovery views', async () => {
    const { onNavigate } = renderSignIn();
    await userEvent.click(await screen.findByRole('button', { name: 'RECUPERAR EMAIL' }));
    expect(onNavigate).toHaveBeenLastCalledWith('recoveryUser');
    await userEvent.click(screen.getByRole('button', { name: 'RECUPERAR CONTRASEÑA' }));
    expect(onNavigate).toHaveBeenLastCalledWith('recoveryPassword');
  });
});

describe('signInErrorMessage', () => {
  it('maps statuses to the spec texts', () => {
    expect(signInErrorMessage(new ApiError(401, 'x', 'X'))).toBe('Los datos ingresados son incorrectos');
    expect(signInErrorMessage(new ApiError(204, 'x', 'X'))).toBe('Los datos ingresados son incorrectos');
    expect(signInErrorMessage(new ApiError(500, 'x', 'X'))).toBe('Error en el servidor, intentá más tarde');
    expect(signInErrorMessage(new ApiError(403, 'x', 'X'))).toBe(
      'Ponete en contacto con el servicio al cliente',
    );
    expect(signInErrorMessage(new ApiError(0, 'x', 'NETWORK_ERROR'))).toBe(
      'Ponete en contacto con el servicio al cliente',
    );
    expect(signInErrorMessage(new ApiError(429, 'Demasiados intentos.', 'ACCOUNT_LOCKED'))).toBe(
      'Demasiados intentos.',
    );
    const busy = 'Hay muchas solicitudes en este momento. Intentá de nuevo en unos segundos.';
    expect(signInErrorMessage(new ApiError(503, busy, 'SERVER_BUSY'))).toBe(busy);
  });
});

describe('LoginModal', () => {
  it('signs in: stores the CONECTADO record under company keys and goes to the account', async () => {
    const calls = mockFetch({
      'POST /api/customer/login/': () => ({ status: 200, body: { client: records, token: 't0k', entry: 0 } }),
    });
    const onClose = vi.fn();
    renderApp(<LoginModal onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText('Email'), 'a@b.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Clave1{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mi-cuenta/mis-servicios'));
    expect(calls[0]?.body).toEqual({ username: 'a@b.com', password: 'Clave1', company: 'uv' });
    expect(onClose).toHaveBeenCalled();
    const session = readSession(2);
    expect(session.auth).toBe(true);
    expect(session.token).toBe('t0k');
    expect(session.client).toEqual({ clientenro: 3, email: 'a@b.com', nombre: 'Ana Paz' });
    expect(session.list).toHaveLength(2);
    expect(localStorage.getItem('2_firstEntry')).toBe('0');
  });

  it('shows the login error of a 500', async () => {
    mockFetch({
      'POST /api/customer/login/': () => ({ status: 500, body: { message: 'x', code: 'INTERNAL' } }),
    });
    renderApp(<LoginModal onClose={vi.fn()} />);
    await userEvent.type(await screen.findByLabelText('Email'), 'a@b.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Clave1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error en el servidor, intentá más tarde');
    expect(readSession(2).auth).toBe(false);
  });

  it('the close icon returns a sub-view to signIn and closes from signIn', async () => {
    const onClose = vi.fn();
    renderApp(<LoginModal onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'RECUPERAR CONTRASEÑA' }));
    expect(await screen.findByRole('heading', { name: 'Recuperar Contraseña' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
