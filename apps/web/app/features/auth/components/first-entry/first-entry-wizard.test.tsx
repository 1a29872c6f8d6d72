import { messages } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { logInAs } from '~/test/render-app';
import { FirstEntryWizard } from './first-entry-wizard';

const BASE = '/api/customer/1001/primer-ingreso/';
const state = (entry: number) => ({
  entry,
  email: 'p****r@example.com',
  phones: ['2901445566'],
  birthDateSet: false,
});

function renderWizard(onSignOut = vi.fn(), saveContactEditor = vi.fn(async () => true)) {
  logInAs({
    email: 'primer@example.com',
    nombre: 'Tomás Gómez',
    token: 'token-de-primer-ingreso',
    firstEntry: 1,
  });
  renderInAccount(
    <FirstEntryWizard
      clientenro={1001}
      contactEditor={(s) => <p>Editor de {s.phones.join(', ')}</p>}
      saveContactEditor={saveContactEditor}
      onSignOut={onSignOut}
      onClose={vi.fn()}
    />,
  );
  return onSignOut;
}

describe('FirstEntryWizard (account modal 6)', () => {
  afterEach(forgetBrowser);

  it('starts at the step the API says, sends the code, and moves on once it is valid', async () => {
    let entry = 1;
    const calls = mockFetch({
      [`GET ${BASE}`]: () => ({ status: 200, body: state(entry) }),
      [`POST ${BASE}codigo/`]: () => ({ status: 200, body: state(entry) }),
      [`POST ${BASE}codigo/validar/`]: (call) => {
        if ((call.body as { code: string }).code !== '123456') {
          return { status: 400, body: { message: messages.codeInvalid, code: 'CODE_INVALID' } };
        }
        entry = 2;
        return { status: 200, body: state(entry) };
      },
    });
    renderWizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar código' }));
    const steps = screen.getByRole('list', { name: 'Pasos de la verificación' });
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Validá tu correo');
    const field = await screen.findByLabelText(messages.codePrompt);
    await userEvent.type(field, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(messages.codeInvalid)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Revisá tus datos de contacto' })).toBeInTheDocument();
    expect(screen.getByText('Editor de 2901445566')).toBeInTheDocument();
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Confirmá tus datos');
    expect(steps).toHaveTextContent('Validá tu correo (completado)');
    expect(calls.find((c) => c.path === `${BASE}codigo/`)?.headers.get('authorization')).toBe(
      'Bearer token-de-primer-ingreso',
    );
  });

  it("shows step 2's missing data, then the password step, and signs out after it", async () => {
    let entry = 2;
    mockFetch({
      [`GET ${BASE}`]: () => ({ status: 200, body: state(entry) }),
      [`POST ${BASE}datos/`]: () => {
        if (entry === 2 && !state(entry).birthDateSet) {
          entry = 3;
          return {
            status: 422,
            body: {
              message: messages.firstEntryBirthDateMissing,
              code: 'VALIDATION_ERROR',
              fields: { birthday: messages.firstEntryBirthDateMissing },
            },
          };
        }
        return { status: 200, body: state(entry) };
      },
      'PUT /api/customer/actualizar/password/1001/': () => ({ status: 200, body: { token: 'nuevo' } }),
    });
    const onSignOut = renderWizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.firstEntryBirthDateMissing);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Elegí tu contraseña' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'Verificada1');
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Repetir contraseña'), 'Verificada1');
    await userEvent.click(confirm);
    await userEvent.click(await screen.findByRole('button', { name: 'Ir al login' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it("saves what step 2's editor shows before Continuar confirms, and stops when it cannot", async () => {
    let entry = 2;
    const order: string[] = [];
    mockFetch({
      [`GET ${BASE}`]: () => ({ status: 200, body: state(entry) }),
      [`POST ${BASE}datos/`]: () => {
        order.push('confirm');
        entry = 3;
        return { status: 200, body: state(entry) };
      },
    });
    let canSave = false;
    const save = vi.fn(async () => {
      order.push('save');
      return canSave;
    });
    renderWizard(vi.fn(), save);
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['save']);
    expect(screen.getByRole('heading', { name: 'Revisá tus datos de contacto' })).toBeInTheDocument();
    canSave = true;
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Elegí tu contraseña' })).toBeInTheDocument();
    expect(order).toEqual(['save', 'save', 'confirm']);
  });
});
