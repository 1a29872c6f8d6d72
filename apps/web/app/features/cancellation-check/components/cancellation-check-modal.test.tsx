import { cancellationMessages, type FiledCancellation } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/render-app';
import CancellationCheckModal from './cancellation-check-modal';

interface Call {
  path: string;
  headers: Headers;
  body: Record<string, unknown>;
}

const filedAnswer = (verified: boolean): FiledCancellation => ({
  number: 'G-2026-000321',
  kind: 'baja',
  verified,
  chargesStopOn: '2026-11-28',
  confirmation: {
    received: 'Tu pedido de baja quedó registrado el 28/11/2026.',
    charges: 'Dejamos de facturar el servicio desde el 28/11/2026.',
    equipment: 'Devolvé los equipos en cualquiera de nuestras oficinas.',
    verification: verified ? null : 'Vamos a confirmarlo por teléfono.',
  },
});

/** Answers the two calls of the flow and records them. */
function stubCalls(maskedEmail: string | null, verified: boolean): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      calls.push({ path, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
      const body =
        path === '/api/bajas/verificacion/' ? { verificationId: 'v-1', maskedEmail } : filedAnswer(verified);
      return new Response(JSON.stringify(body), {
        status: path === '/api/bajas/' ? 201 : 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

async function fillHolder(dialog: HTMLElement) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('DNI o CUIT del titular'), '34567123');
  await user.type(within(dialog).getByLabelText(/Número de cliente/), '105005');
  await user.selectOptions(within(dialog).getByLabelText('Servicio'), 'Internet');
  await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
  return user;
}

describe('CancellationCheckModal', () => {
  it('sends a code to the masked email, files the request with it and shows its number at once', async () => {
    const calls = stubCalls('r**o@example.com', true);
    renderApp(<CancellationCheckModal onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Baja de servicio' });
    const user = await fillHolder(dialog);
    expect(await within(dialog).findByText('r**o@example.com')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Código')).toHaveFocus());
    await user.type(within(dialog).getByLabelText('Código'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar el pedido' }));
    expect(await within(dialog).findByTestId('cancellation-number')).toHaveTextContent('G-2026-000321');
    await waitFor(() => expect(within(dialog).getByTestId('cancellation-number')).toHaveFocus());
    expect(within(dialog).getByText(/Dejamos de facturar/)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      tipo: 'baja',
      documento: '34567123',
      clienteNro: '105005',
      servicio: 'Internet',
    });
    expect(calls[1]?.body).toEqual({ verificationId: 'v-1', code: '123456' });
    expect(calls[1]?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('files it unverified with a phone when no code could be sent', async () => {
    const calls = stubCalls(null, false);
    renderApp(<CancellationCheckModal onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Baja de servicio' });
    const user = await fillHolder(dialog);
    expect(await within(dialog).findByText(/No pudimos enviarte un código/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nombre y apellido'), 'Lucía Paz');
    await user.type(within(dialog).getByLabelText('Email'), 'lucia@example.com');
    await user.type(within(dialog).getByLabelText(/Teléfono/), '2901433210');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar sin verificar' }));
    expect(await within(dialog).findByText('Vamos a confirmarlo por teléfono.')).toBeInTheDocument();
    expect(calls[1]?.body).toMatchObject({
      sinVerificar: true,
      documento: '34567123',
      clienteNro: '105005',
      telefono: '2901433210',
      email: 'lucia@example.com',
    });
  });

  it('asks an arrepentimiento for its contract date and refuses one past the 10 days', async () => {
    const calls = stubCalls(null, false);
    renderApp(<CancellationCheckModal onClose={() => {}} data={{ kind: 'arrepentimiento' }} />);
    const dialog = await screen.findByRole('dialog', { name: 'Botón de arrepentimiento' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/Fecha de contratación/), '2020-01-01');
    await fillHolder(dialog);
    await waitFor(() =>
      expect(within(dialog).getByText(cancellationMessages.regretExpired)).toBeInTheDocument(),
    );
    expect(calls).toHaveLength(0);
  });
});
