import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DebitStatusCard } from './debit-status';

describe('DebitStatusCard', () => {
  it('shows a card debit with the last four digits', () => {
    render(<DebitStatusCard debit={{ kind: 'card', method: 'Visa Crédito', last4: '1234' }} />);
    expect(screen.getByTestId('debit-status')).toHaveTextContent(
      'Activo con Visa Crédito, tarjeta terminada en 1234.',
    );
    expect(screen.getByText('Activo')).toBeInTheDocument();
  });

  it('shows a CBU debit with the last four digits', () => {
    render(<DebitStatusCard debit={{ kind: 'cbu', method: 'CBU', last4: '5201' }} />);
    expect(screen.getByTestId('debit-status')).toHaveTextContent('Activo por CBU, cuenta terminada en 5201.');
  });

  it('says when no debit is registered', () => {
    render(<DebitStatusCard debit={{ kind: 'none' }} />);
    expect(screen.getByTestId('debit-status')).toHaveTextContent('No tenés débito automático registrado.');
    expect(screen.getByText('Sin adherir')).toBeInTheDocument();
  });
});
