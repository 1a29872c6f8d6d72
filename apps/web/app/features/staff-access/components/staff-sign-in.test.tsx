import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStaffSession } from '~/lib/staff-session/staff-session';
import { mockFetch } from '~/test/mock-fetch';
import { renderApp } from '~/test/render-app';
import { StaffSignIn } from './staff-sign-in';

const staff = { id: 7, email: 'ana@example.com', name: 'Ana', role: 'agente', queues: ['tecnica'] };
const session = { token: 'tok-1', expiresAt: '2026-11-28T12:30:00.000Z', staff };
const codes = Array.from({ length: 10 }, (_, i) => `ABC${i}-DEF${i}`);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function renderSignIn(notice: string | null = null) {
  const onSignedIn = vi.fn();
  renderApp(<StaffSignIn notice={notice} onSignedIn={onSignedIn} />);
  return { onSignedIn };
}

async function typePassword() {
  await userEvent.type(await screen.findByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'Staff1234');
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('StaffSignIn', () => {
  it('asks for the password, then the 6-digit code, and stores the session in this tab', async () => {
    const calls = mockFetch({
      'POST /api/admin/login/': () => ({
        status: 200,
        body: { stage: 'segundo-factor', challenge: 'ch-1', expiresAt: session.expiresAt },
      }),
      'POST /api/admin/login/segundo-factor/': () => ({ status: 200, body: session }),
    });
    const { onSignedIn } = renderSignIn('Tu sesión terminó. Ingresá de nuevo.');
    expect(await screen.findByText('Tu sesión terminó. Ingresá de nuevo.')).toBeInTheDocument();
    await typePassword();

    const code = await screen.findByLabelText('Código de 6 números');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText(/Ingresá los 6 números de tu app/)).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls.at(-1)?.body).toEqual({ challenge: 'ch-1', code: '123456' });
    expect(readStaffSession()).toEqual({ token: 'tok-1', staff });
    expect(localStorage.length).toBe(0);
  });

  it('takes a recovery code instead, and shows the API message for a wrong one', async () => {
    const calls = mockFetch({
      'POST /api/admin/login/': () => ({
        status: 200,
        body: { stage: 'segundo-factor', challenge: 'ch-2', expiresAt: session.expiresAt },
      }),
      'POST /api/admin/login/segundo-factor/': (call) =>
        (call.body as { code: string }).code === 'ABCD-EFGH'
          ? { status: 200, body: session }
          : { status: 400, body: { message: 'El código no es correcto o ya se usó.', code: 'CODE_INVALID' } },
    });
    const { onSignedIn } = renderSignIn();
    await typePassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Usar un código de recuperación' }));
    const field = screen.getByLabelText('Código de recuperación');
    await userEvent.type(field, 'ZZZZ-ZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es correcto o ya se usó.');
    await userEvent.clear(field);
    await userEvent.type(field, 'abcd-efgh');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls.at(-1)?.body).toEqual({ challenge: 'ch-2', code: 'ABCD-EFGH' });
  });

  it('goes back to the password when the challenge expired', async () => {
    mockFetch({
      'POST /api/admin/login/': () => ({
        status: 200,
        body: { stage: 'segundo-factor', challenge: 'ch-3', expiresAt: session.expiresAt },
      }),
      'POST /api/admin/login/segundo-factor/': () => ({
        status: 401,
        body: {
          message: 'Pasaron más de 5 minutos: ingresá tu email y contraseña de nuevo.',
          code: 'SESSION_EXPIRED',
        },
      }),
    });
    renderSignIn();
    await typePassword();
    await userEvent.type(await screen.findByLabelText('Código de 6 números'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pasaron más de 5 minutos');
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
  });

  it('enrolls at first sign-in: QR and key, a code, then the recovery codes before going on', async () => {
    mockFetch({
      'POST /api/admin/login/': () => ({
        status: 200,
        body: {
          stage: 'alta',
          challenge: 'ch-4',
          expiresAt: session.expiresAt,
          enrolment: {
            otpauthUri: 'otpauth://totp/Portal:ana%40example.com?secret=JBSWY3DPEHPK3PXP',
            qrSvgDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
            manualKey: 'JBSW Y3DP EHPK 3PXP',
          },
        },
      }),
      'POST /api/admin/login/alta/': () => ({ status: 200, body: { ...session, recoveryCodes: codes } }),
    });
    const { onSignedIn } = renderSignIn();
    await typePassword();
    expect(
      await screen.findByRole('img', { name: 'Código QR para tu app de autenticación' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('clave-manual')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await userEvent.type(screen.getByLabelText('Código de 6 números que muestra la app'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));

    const list = await screen.findByRole('list', { name: 'Códigos de recuperación' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(readStaffSession()).toBeNull();
    const go = screen.getByRole('button', { name: 'Continuar' });
    expect(go).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Guardé mis códigos'));
    await userEvent.click(go);
    expect(onSignedIn).toHaveBeenCalled();
    expect(readStaffSession()?.token).toBe('tok-1');
  });
});
