import { debitRegisterConsentText, formatCardNumber, messages, type DebitStatus } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICES } from '~/test/customer-services';
import { DATA_CLIENT } from '~/test/data-client';
import {
  ACTION_PATH,
  callsTo,
  CARD_DEBIT,
  CARDS,
  field,
  fillCard,
  openDebitModal,
  SERVICES_PATH,
} from '../testing/debit-fixtures';
import { forgetBrowser } from '~/test/render-account';

afterEach(forgetBrowser);

type Handlers = Parameters<typeof openDebitModal>[1];
type Handler = Handlers[string];

const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const registered = () => ({ status: 200, body: { debito: CARD_DEBIT } });

/** Opens the wizard and goes through step 1 with the good card to the confirm step. */
async function toConfirm(action: Handler = registered, handlers: Handlers = {}) {
  const opened = await openDebitModal('?debito=adherir', { [ACTION_PATH]: action, ...handlers });
  await screen.findByRole('heading', { name: 'Datos de la tarjeta' });
  await fillCard(CARDS.good);
  await click('Siguiente');
  expect(await screen.findByRole('heading', { name: 'Confirmá los datos' })).toHaveFocus();
  return opened;
}

describe('account modal 4, confirm and success (steps 3 and 4)', () => {
  it('shows the data with the card masked and the consent the API records, never the whole number', async () => {
    const { dialog } = await toConfirm();
    const summary = screen.getByTestId('debit-summary');
    const facts = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Medio de pago: Visa Crédito',
      'Banco: Banco Macro',
      'Tarjeta: •••• 0002',
      expect.stringMatching(/^Vencimiento: \d{2}\/\d{4}$/),
      'Titular: Carla Benítez',
      'Documento del titular: 31456789',
    ]);
    expect(screen.getByTestId('debit-consent')).toHaveTextContent(
      debitRegisterConsentText({ method: 'Visa Crédito', masked: '•••• 0002', holder: 'Carla Benítez' }),
    );
    expect(dialog).not.toHaveTextContent(CARDS.good);
    expect(screen.getByTestId('stepper').querySelector('[aria-current="step"]')).toHaveTextContent(
      'Revisión',
    );
  });

  it("offers the customer's name and DNI as the holder's, on both forms", async () => {
    await openDebitModal('?debito=adherir', {
      'GET /api/customer/1001/': () => ({ status: 200, body: DATA_CLIENT }),
    });
    await screen.findByRole('heading', { name: 'Datos de la tarjeta' });
    await waitFor(() => expect(field('Titular de la tarjeta')).toHaveValue('Martina FERNÁNDEZ'));
    expect(field('Documento del titular')).toHaveValue('30123456');
    await userEvent.click(screen.getByRole('radio', { name: 'Cuenta bancaria (CBU)' }));
    expect(field('Titular de la cuenta')).toHaveValue('Martina FERNÁNDEZ');
  });

  it('Volver goes back to the card form with everything typed', async () => {
    await toConfirm();
    await click('Volver');
    expect(await screen.findByRole('heading', { name: 'Datos de la tarjeta' })).toHaveFocus();
    expect(field('Número de tarjeta')).toHaveValue(formatCardNumber(CARDS.good));
    expect(field('Titular de la tarjeta')).toHaveValue('Carla Benítez');
    expect(field('Banco emisor')).toHaveValue('285');
    expect(field('Medio de pago')).toHaveValue('13');
  });

  it('registers with the resource of spec §3 and an Idempotency-Key, then leaving reloads and closes', async () => {
    // The server's Mis servicios follows the registration, as the API does.
    let inForce: DebitStatus = { kind: 'none' };
    const { calls } = await toConfirm(
      () => {
        inForce = CARD_DEBIT;
        return registered();
      },
      { [SERVICES_PATH]: () => ({ status: 200, body: { ...CUSTOMER_SERVICES, debito: inForce } }) },
    );
    await click('Confirmar');
    const success = await screen.findByTestId('debit-success');
    expect(success).toHaveTextContent('Tu débito automático quedó registrado.');
    expect(success).toHaveTextContent('Visa Crédito •••• 0002');

    const [sent] = callsTo(calls, ACTION_PATH);
    expect(sent?.body).toEqual({
      empresaId: 20,
      clienteNro: 1001,
      actionsDebit: 0,
      medCobroId: 13,
      clienteDebNro: CARDS.good,
      clienteDebVto: expect.stringMatching(/^\d{2}\/\d{4}$/),
      clienteDebCI: '31456789',
      clienteDebBanco: 285,
      clienteDebTitular: 'Carla Benítez',
    });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.headers.get('authorization')).toBe('Bearer token-de-prueba');

    expect(screen.getByTestId('debit-in-force')).toHaveTextContent('none');
    const reads = callsTo(calls, SERVICES_PATH).length;
    await click('Volver a Mi cuenta');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/mi-cuenta\/mis-servicios$/);
    await waitFor(() => expect(screen.getByTestId('debit-in-force')).toHaveTextContent('card'));
    await waitFor(() => expect(callsTo(calls, SERVICES_PATH).length).toBeGreaterThan(reads));
  });

  it("tells 'Hubo un error.' keeping everything, and a retry sends the same body and key", async () => {
    let answers = 0;
    const { calls } = await toConfirm(() =>
      (answers += 1) === 1
        ? { status: 503, body: { message: 'Error en el servidor, intente mas tarde', code: 'UNAVAILABLE' } }
        : registered(),
    );
    await click('Confirmar');
    const alert = await screen.findByTestId('debit-alert');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(/^Hubo un error\.$/);
    expect(screen.getByTestId('debit-summary')).toHaveTextContent('•••• 0002');
    await click('Confirmar');
    await screen.findByTestId('debit-success');
    const sent = callsTo(calls, ACTION_PATH);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.get('idempotency-key')).toBe(sent[0]?.headers.get('idempotency-key'));
    expect(sent[1]?.body).toEqual(sent[0]?.body);
  });

  it('takes a refused field back to its form with the message under it and focus on it', async () => {
    await toConfirm(() => ({
      status: 400,
      body: {
        message: messages.validationFailed,
        code: 'VALIDATION_ERROR',
        fields: { clienteDebCI: messages.holderIdTooShort },
      },
    }));
    await click('Confirmar');
    expect(await screen.findByText(messages.holderIdTooShort)).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(field('Documento del titular')).toHaveFocus());
    expect(field('Documento del titular')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Número de tarjeta')).toHaveValue(formatCardNumber(CARDS.good));
  });

  it('puts a card the server refuses (prepaid found at registration) under the card number', async () => {
    await toConfirm(() => ({ status: 422, body: { message: messages.cardPrepaid, code: 'CARD_PREPAID' } }));
    await click('Confirmar');
    expect(await screen.findByText(messages.cardPrepaid)).toBeInTheDocument();
    expect(field('Número de tarjeta')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps Tab inside the modal, and Escape closes it without reloading', async () => {
    const { calls, dialog } = await openDebitModal('?debito=adherir', {});
    await screen.findByRole('heading', { name: 'Datos de la tarjeta' });
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    const reads = callsTo(calls, SERVICES_PATH).length;
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, SERVICES_PATH)).toHaveLength(reads);
  });
});
