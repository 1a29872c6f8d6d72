import { formatPesos } from '@portal/domain';
import { render as renderUi, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// toHaveTextContent collapses the no-break space that Intl writes after the currency sign.
const pesos = (cents: number) => formatPesos(cents).replace(/\s/g, ' ');
import { OwedSummaryCard } from './owed-summary';

// The card links to Mis facturas, so it renders inside a router.
const render = (ui: ReactNode) => renderUi(<MemoryRouter>{ui}</MemoryRouter>);

describe('OwedSummaryCard', () => {
  it('shows the total owed, how many invoices and the next due date', () => {
    render(
      <OwedSummaryCard
        owed={{ total_cents: 7_780_000, count: 2, next_due: '2026-12-08' }}
        today="2026-11-26"
      />,
    );
    const summary = screen.getByTestId('owed-summary');
    expect(summary).toHaveTextContent(pesos(7_780_000));
    expect(summary).toHaveTextContent('2 facturas pendientes');
    expect(summary).toHaveTextContent('Próximo vencimiento: 08/12/2026');
  });

  it('marks a due date in the past as overdue', () => {
    render(
      <OwedSummaryCard owed={{ total_cents: 100, count: 1, next_due: '2026-11-16' }} today="2026-11-26" />,
    );
    expect(screen.getByTestId('owed-summary')).toHaveTextContent('1 factura pendiente');
    expect(screen.getByText('Vencida desde el 16/11/2026')).toBeInTheDocument();
  });

  it('says when nothing is owed', () => {
    render(<OwedSummaryCard owed={{ total_cents: 0, count: 0, next_due: null }} today="2026-11-26" />);
    expect(screen.getByTestId('owed-summary')).toHaveTextContent('No tenés facturas pendientes de pago.');
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
  });

  it("offers 'Pagar' (account modal 5) while something is owed", async () => {
    const onPay = vi.fn();
    render(
      <OwedSummaryCard
        owed={{ total_cents: 100, count: 1, next_due: '2026-12-08' }}
        today="2026-11-26"
        onPay={onPay}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('leads to Mis facturas', () => {
    render(<OwedSummaryCard owed={{ total_cents: 0, count: 0, next_due: null }} today="2026-11-26" />);
    expect(screen.getByRole('link', { name: 'Ver mis facturas' })).toHaveAttribute(
      'href',
      '/mi-cuenta/mis-facturas',
    );
  });
});
