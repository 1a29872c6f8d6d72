import { messages } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { renderInAccount } from '~/test/render-account';
import { EmailChangeSection } from './email-change-section';

const REQUEST = 'POST /api/customer/1001/email/codigo/';

describe('EmailChangeSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the current password with the new email, and shows a wrong one under its field', async () => {
    let tries = 0;
    const calls = mockFetch({
      [REQUEST]: () =>
        (tries += 1) === 1
          ? {
              status: 400,
              body: {
                message: messages.validationFailed,
                code: 'VALIDATION_ERROR',
                fields: { currentPassword: messages.currentPasswordWrong },
              },
            }
          : { status: 200, body: {} },
    });
    renderInAccount(
      <EmailChangeSection clientenro={1001} currentEmail="a@example.com" onChanged={vi.fn()} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar email de acceso' }));
    const send = screen.getByRole('button', { name: 'Enviar código' });
    await userEvent.type(screen.getByLabelText('Nuevo email de acceso'), 'b@example.com');
    expect(send).toBeDisabled();
    const password = screen.getByLabelText('Tu contraseña actual');
    await userEvent.type(password, 'Adivina11');
    await userEvent.click(send);
    expect(await screen.findByText(messages.currentPasswordWrong)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(password);
    await userEvent.type(password, 'Demo1234');
    await userEvent.click(send);
    expect(await screen.findByLabelText('Código')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { email: 'b@example.com', currentPassword: 'Adivina11' },
      { email: 'b@example.com', currentPassword: 'Demo1234' },
    ]);
  });
});
