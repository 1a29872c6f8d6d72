import { messages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BIN_PATH, callsTo, CARDS, field, fillCard, openDebitModal } from '../testing/debit-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const next = () => userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

describe('account modal 4, step 1 (card)', () => {
  it('opens on the card form with the banks and the six card methods of the lists', async () => {
    await openDebitModal('?debito=adherir', {});
    expect(await screen.findByRole('heading', { name: 'Datos de la tarjeta' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Tarjeta de crédito o débito' })).toBeChecked();
    const methods = Array.from((field('Medio de pago') as HTMLSelectElement).options).map((o) => o.text);
    expect(methods).toEqual([
      'Elegí la tarjeta',
      'Visa Crédito',
      'Mastercard',
      'American Express',
      'Cabal',
      'Naranja X',
      'Visa Débito',
    ]);
    const banks = Array.from((field('Banco emisor') as HTMLSelectElement).options).map((o) => o.value);
    expect(banks).toEqual(['', '285', '11', '268']);
    expect(screen.getByTestId('stepper')).toHaveTextContent('Tus datos');
  });

  it('blocks minus, plus, e and E in the card number', async () => {
    await openDebitModal('?debito=adherir', {});
    await screen.findByRole('heading', { name: 'Datos de la tarjeta' });
    await userEvent.type(field('Número de tarjeta'), '45-07+e9E9');
    expect(field('Número de tarjeta')).toHaveValue('4507 99');
  });

  it('takes a number pasted as printed on the card, shows it in groups of four and checks its digits', async () => {
    await openDebitModal('?debito=adherir', {});
    await screen.findByRole('heading', { name: 'Datos de la tarjeta' });
    const input = field('Número de tarjeta') as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.paste('4111 1111 1111 1111');
    expect(input).toHaveValue('4111 1111 1111 1111');
    expect(input.selectionStart).toBe(19);
    await userEvent.tab();
    expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(input);
    await userEvent.paste('4111-1111-1111-1112');
    expect(input).toHaveValue('4111 1111 1111 1112');
    expect(await screen.findByText(messages.cardLuhn)).toBeInTheDocument();
    // Typing stops at 16 digits.
    await userEvent.type(input, '5');
    expect(input).toHaveValue('4111 1111 1111 1112');
  });

  it('refuses every rule of step 1 under its field and checks no BIN', async () => {
    const { calls } = await openDebitModal('?debito=adherir', {});
    await screen.findByRole('heading', { name: 'Datos de la tarjeta' });
    await next();
    expect(await screen.findByText(messages.bankRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.cardMethodInvalid)).toBeInTheDocument();
    expect(field('Banco emisor')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Banco emisor')).toHaveFocus();

    await userEvent.type(field('Número de tarjeta'), '450799000');
    await userEvent.type(field('Documento del titular'), '123456');
    await next();
    expect(await screen.findByText(messages.cardLength)).toBeInTheDocument();
    expect(screen.getByText(messages.holderIdTooShort)).toBeInTheDocument();
    expect(field('Titular de la tarjeta')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field('Número de tarjeta'));
    await userEvent.type(field('Número de tarjeta'), '4507990000000001');
    expect(await screen.findByText(messages.cardLuhn)).toBeInTheDocument();
    await userEvent.clear(field('Número de tarjeta'));
    await userEvent.type(field('Número de tarjeta'), '4507a990');
    expect(await screen.findByText(messages.digitsOnly)).toBeInTheDocument();
    expect(callsTo(calls, BIN_PATH)).toHaveLength(0);
  });

  it('offers the expiry from the current month on, two months ahead by default', async () => {
    // Only Date is faked: 20 November 2026 in Ushuaia, so the minimum is 11/2026 and the default 01/2027.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T15:00:00Z'));
    await openDebitModal('?debito=adherir', {});
    await screen.findByRole('heading', { name: 'Datos de la tarjeta' });
    expect(field('Mes')).toHaveValue('1');
    expect(field('Año')).toHaveValue('2027');
    const years = Array.from((field('Año') as HTMLSelectElement).options, (o) => o.value);
    expect(years[0]).toBe('2026');
    const disabledMonths = () =>
      Array.from((field('Mes') as HTMLSelectElement).options)
        .filter((o) => o.disabled)
        .map((o) => o.value);
    expect(disabledMonths()).toEqual([]);

    // Back to this year: January is gone, so the month moves up to November.
    await userEvent.selectOptions(field('Año'), '2026');
    expect(field('Mes')).toHaveValue('11');
    expect(disabledMonths()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await userEvent.selectOptions(field('Mes'), '12');
    expect(field('Mes')).toHaveValue('12');
  });

  it.each([
    ['prepaid', CARDS.prepaid, messages.cardPrepaid],
    ['foreign', CARDS.foreign, messages.cardNotArgentine],
    ['unknown', '5896570000000008', messages.cardNotProcessed],
  ])(
    'sends only the BIN and refuses a %s card with the spec §8 message under the number',
    async (_, number, message) => {
      const { calls } = await openDebitModal('?debito=adherir', {});
      await screen.findByRole('heading', { name: 'Datos de la tarjeta' });
      await fillCard(number);
      await next();
      const error = await screen.findByText(message);
      expect(error).toHaveAttribute('role', 'alert');
      const input = field('Número de tarjeta');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input.getAttribute('aria-describedby')).toContain(error.id);
      await waitFor(() => expect(input).toHaveFocus());
      expect(callsTo(calls, BIN_PATH).map((call) => call.body)).toEqual([{ bin: number.slice(0, 8) }]);
      expect(screen.queryByRole('heading', { name: 'Confirmá los datos' })).not.toBeInTheDocument();
    },
  );

  it("tells 'Hubo un error.' with the reason when the BIN check is refused for another cause", async () => {
    await openDebitModal('?debito=adherir', {
      [BIN_PATH]: () => ({
        status: 429,
        body: {
          message: 'Hiciste demasiados intentos. Probá de nuevo en unos minutos.',
          code: 'RATE_LIMITED',
        },
      }),
    });
    await screen.findByRole('heading', { name: 'Datos de la tarjeta' });
    await fillCard(CARDS.good);
    await next();
    const alert = await screen.findByTestId('debit-alert');
    expect(alert).toHaveTextContent('Hubo un error.');
    expect(alert).toHaveTextContent('Hiciste demasiados intentos.');
  });
});
