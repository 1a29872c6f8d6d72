import type { DebitStatus } from '@portal/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/test/render-app';
import { DebitStatusCard } from './debit-status';

const CARD: DebitStatus = {
  kind: 'card',
  method: 'Visa Crédito',
  last4: '4242',
  bank: 'Banco Macro',
  since: '2026-11-26',
  expiry: '08/2029',
};
const CBU: DebitStatus = {
  kind: 'cbu',
  method: 'Débito en cuenta bancaria (CBU)',
  last4: '5201',
  bank: null,
  since: '2026-10-03',
};

/** The facts of the card as 'label: value' lines. */
const facts = () =>
  within(screen.getByTestId('debit-status'))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('DebitStatusCard', () => {
  it('shows a card debit masked, with its bank, expiry and since when, and links to change or cancel it', async () => {
    renderApp(<DebitStatusCard debit={CARD} />);
    expect(await screen.findByText('Activo')).toBeInTheDocument();
    expect(facts()).toEqual([
      'Medio de pago: Visa Crédito',
      'Tarjeta: •••• 4242',
      'Banco: Banco Macro',
      'Vence: 08/2029',
      'Desde: 26/11/2026',
    ]);
    expect(screen.getByRole('link', { name: 'Cambiar' })).toHaveAttribute('href', '/?debito=adherir');
    expect(screen.getByRole('link', { name: 'Dar de baja' })).toHaveAttribute('href', '/?debito=baja');
  });

  it('shows a CBU debit masked, without a bank it no longer knows', async () => {
    renderApp(<DebitStatusCard debit={CBU} />);
    await screen.findByText('Activo');
    expect(facts()).toEqual([
      'Medio de pago: Débito en cuenta bancaria (CBU)',
      'Cuenta: CBU •••• 5201',
      'Desde: 03/10/2026',
    ]);
  });

  it('says when no debit is registered and offers Adherir', async () => {
    renderApp(<DebitStatusCard debit={{ kind: 'none' }} />);
    expect(await screen.findByTestId('debit-status')).toHaveTextContent(
      'No tenés débito automático registrado.',
    );
    expect(screen.getByText('Sin adherir')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adherir' })).toHaveAttribute('href', '/?debito=adherir');
    expect(screen.queryByRole('link', { name: 'Dar de baja' })).not.toBeInTheDocument();
  });

  it('moves focus to Adherir when a cancellation removed the link that had it', async () => {
    let cancel: () => void = () => undefined;
    function Card() {
      const [debit, setDebit] = useState<DebitStatus>(CARD);
      cancel = () => setDebit({ kind: 'none' });
      return <DebitStatusCard debit={debit} />;
    }
    renderApp(<Card />);
    const link = await screen.findByRole('link', { name: 'Dar de baja' });
    link.focus();
    // The modal closed with focus back on 'Dar de baja'; then the reloaded data removes it.
    act(() => cancel());
    expect(screen.getByRole('link', { name: 'Adherir' })).toHaveFocus();
  });

  it('leaves focus alone when the page loads', async () => {
    renderApp(<DebitStatusCard debit={{ kind: 'none' }} />);
    await screen.findByRole('link', { name: 'Adherir' });
    expect(document.body).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Adherir' })).toHaveFocus();
  });
});
