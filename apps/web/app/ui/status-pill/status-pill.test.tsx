import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusPill } from './status-pill';
import { statusTone } from './status-tone';

describe('statusTone', () => {
  it.each([
    ['Recibido', 'info'],
    ['En curso', 'warning'],
    ['Esperando tu respuesta', 'promo'],
    ['Resuelto', 'success'],
    ['Rechazado', 'neutral'],
    ['PAGA', 'success'],
    ['IMPAGA', 'danger'],
    ['ENVIADA', 'info'],
    ['PARCIAL', 'warning'],
    ['ANULADA', 'neutral'],
    ['paga', 'success'],
    ['Otro estado', 'neutral'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe('StatusPill', () => {
  it('says the state in words, with a hidden label before it', () => {
    render(<StatusPill status="IMPAGA" data-testid="pill" />);
    const pill = screen.getByTestId('pill');
    expect(pill).toHaveTextContent('Estado: IMPAGA');
    expect(pill).toHaveAttribute('data-tone', 'danger');
    expect(pill).toHaveClass('pill', 'danger');
  });

  it('takes a tone and a label', () => {
    render(<StatusPill status="Pendiente" tone="warning" label="Estado de la factura" data-testid="pill" />);
    expect(screen.getByTestId('pill')).toHaveTextContent('Estado de la factura: Pendiente');
    expect(screen.getByTestId('pill')).toHaveAttribute('data-tone', 'warning');
  });
});
