import { debitRegisterConsentText, messages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetBrowser } from '~/test/render-account';
import { ACTION_PATH, callsTo, CBUS, field, fillCbu, openDebitModal } from '../testing/debit-fixtures';

afterEach(forgetBrowser);

/** Opens the wizard and chooses the CBU: the choice keeps focus. */
async function openCbu(handlers: Parameters<typeof openDebitModal>[1] = {}) {
  const opened = await openDebitModal('?debito=adherir', handlers);
  await screen.findByRole('heading', { name: 'Datos de la tarjeta' });
  await userEvent.click(screen.getByRole('radio', { name: 'Cuenta bancaria (CBU)' }));
  expect(await screen.findByRole('heading', { name: 'Datos de la cuenta bancaria' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Cuenta bancaria (CBU)' })).toHaveFocus();
  return opened;
}

const cbuInput = () => field('CBU');
const cbuError = () => document.getElementById(`${cbuInput().id}-error`);

describe('account modal 4, step 2 (CBU)', () => {
  it('takes digits only and fewer than 23 of them', async () => {
    await openCbu();
    await userEvent.type(cbuInput(), '28a5-0.5e');
    expect(cbuInput()).toHaveValue('28505');
    await userEvent.clear(cbuInput());
    await userEvent.type(cbuInput(), `${CBUS.macro}99`);
    expect(cbuInput()).toHaveValue(CBUS.macro);
  });

  it('turns red with its reason only once invalid and longer than 2 characters', async () => {
    await openCbu();
    await userEvent.type(cbuInput(), '28');
    expect(cbuInput()).not.toHaveAttribute('aria-invalid');
    await userEvent.type(cbuInput(), '5');
    expect(cbuInput()).toHaveAttribute('aria-invalid', 'true');
    expect(cbuError()).toHaveTextContent(messages.cbuLength);
    expect(cbuInput().getAttribute('aria-describedby')).toContain(cbuError()?.id);

    await userEvent.clear(cbuInput());
    await userEvent.type(cbuInput(), CBUS.macro);
    expect(cbuInput()).not.toHaveAttribute('aria-invalid');

    // A wrong check digit (the last one changed).
    await userEvent.clear(cbuInput());
    await userEvent.type(cbuInput(), `${CBUS.macro.slice(0, 21)}7`);
    expect(cbuError()).toHaveTextContent(messages.cbuCheckDigits);

    await userEvent.clear(cbuInput());
    await userEvent.type(cbuInput(), '000');
    expect(cbuError()).toHaveTextContent('No se admite CVU');
    await userEvent.clear(cbuInput());
    await userEvent.type(cbuInput(), '453');
    expect(cbuError()).toHaveTextContent(messages.cbuForbiddenPrefix);
  });

  it('suggests the bank from the CBU until the person picks one', async () => {
    await openCbu();
    await userEvent.type(cbuInput(), CBUS.macro);
    expect(field('Banco')).toHaveValue('285');
    expect(screen.getByText('Lo elegimos según tu CBU; podés cambiarlo.')).toBeInTheDocument();
    await userEvent.clear(cbuInput());
    await userEvent.type(cbuInput(), CBUS.nacion);
    expect(field('Banco')).toHaveValue('11');
    // A bank code not in the list leaves the choice to the person.
    await userEvent.clear(cbuInput());
    await userEvent.type(cbuInput(), '999');
    expect(field('Banco')).toHaveValue('');

    await userEvent.selectOptions(field('Banco'), 'Banco Provincia de Tierra del Fuego');
    await userEvent.clear(cbuInput());
    await userEvent.type(cbuInput(), CBUS.macro);
    expect(field('Banco')).toHaveValue('268');
    expect(screen.queryByText('Lo elegimos según tu CBU; podés cambiarlo.')).not.toBeInTheDocument();
  });

  it('warns when the chosen bank is not the one the CBU names, and keeps Siguiente from going on', async () => {
    const { calls } = await openCbu();
    await userEvent.type(cbuInput(), CBUS.macro);
    await userEvent.selectOptions(field('Banco'), 'Banco Provincia de Tierra del Fuego');
    const mismatch = 'El CBU corresponde a Banco Macro, no a Banco Provincia de Tierra del Fuego.';
    expect(screen.getByText(mismatch)).toBeInTheDocument();
    expect(field('Banco')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('heading', { name: 'Datos de la cuenta bancaria' })).toBeInTheDocument();
    expect(screen.getByText(mismatch)).toBeInTheDocument();
    expect(callsTo(calls, ACTION_PATH)).toHaveLength(0);

    await userEvent.selectOptions(field('Banco'), 'Banco Macro');
    expect(screen.queryByText(mismatch)).not.toBeInTheDocument();
  });

  it('refuses holder, holder id and a missing bank under their fields', async () => {
    await openCbu();
    await userEvent.type(field('Titular de la cuenta'), 'C');
    await userEvent.type(field('Documento del titular'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(messages.holderTooShort)).toBeInTheDocument();
    expect(screen.getByText(messages.bankRequired)).toBeInTheDocument();
    expect(cbuInput()).toHaveFocus();
  });

  it('confirms the CBU masked with method 45 and registers it', async () => {
    const { calls } = await openCbu({
      [ACTION_PATH]: () => ({
        status: 200,
        body: {
          debito: {
            kind: 'cbu',
            method: 'Débito en cuenta bancaria (CBU)',
            last4: '1356',
            bank: 'Banco Macro',
            since: '2026-11-26',
          },
        },
      }),
    });
    await fillCbu(CBUS.macro);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Confirmá los datos' })).toHaveFocus();
    expect(screen.getByTestId('debit-summary')).toHaveTextContent('CBU •••• 1356');
    expect(screen.getByTestId('debit-summary')).not.toHaveTextContent(CBUS.macro);
    expect(screen.getByTestId('debit-consent')).toHaveTextContent(
      debitRegisterConsentText({
        method: 'Débito en cuenta bancaria (CBU)',
        masked: 'CBU •••• 1356',
        holder: 'Carla Benítez',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByTestId('debit-success')).toHaveTextContent('CBU •••• 1356');
    expect(callsTo(calls, ACTION_PATH)[0]?.body).toEqual({
      empresaId: 20,
      clienteNro: 1001,
      actionsDebit: 0,
      medCobroId: 45,
      clienteCBU: CBUS.macro,
      clienteDebCI: '31456789',
      clienteDebBanco: 285,
      clienteDebTitular: 'Carla Benítez',
    });
  });

  it("takes the server's 'No se admite CVU' back under the CBU", async () => {
    await openCbu({
      [ACTION_PATH]: () => ({
        status: 400,
        body: {
          message: messages.validationFailed,
          code: 'VALIDATION_ERROR',
          fields: { clienteCBU: messages.cvuNotAllowed },
        },
      }),
    });
    await fillCbu(CBUS.macro);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(messages.cvuNotAllowed)).toBeInTheDocument();
    await waitFor(() => expect(cbuInput()).toHaveFocus());
    expect(cbuInput()).toHaveValue(CBUS.macro);
  });
});
