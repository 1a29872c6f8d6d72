import { formatPesos } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

describe('Price', () => {
  it('formats integer cents in es-AR pesos with "por mes" on the same unbreakable run', () => {
    render(<Price cents={5290000} data-testid="price" />);
    const amount = screen.getByTestId('price-amount');
    expect(amount.textContent).toBe(formatPesos(5290000));
    expect(amount.textContent).toMatch(/^\$\s52\.900,00$/);
    expect(amount.parentElement).toHaveClass('current');
    expect(amount.parentElement).toHaveTextContent(/por mes$/);
    expect(screen.queryByTestId('price-regular')).toBeNull();
  });

  it('strikes the regular price beside a promotion and names both', () => {
    render(<Price cents={3990000} regularCents={5290000} data-testid="price" />);
    const regular = screen.getByTestId('price-regular');
    expect(regular.tagName).toBe('S');
    expect(regular.textContent).toBe(`Precio regular: ${formatPesos(5290000)}`);
    expect(screen.getByTestId('price')).toHaveTextContent('Precio promocional:');
  });

  it('skips a regular price that is not higher, the monthly suffix on request, and takes a formatter', () => {
    render(
      <Price
        cents={100}
        regularCents={100}
        monthly={false}
        format={(cents) => `${cents} c`}
        data-testid="price"
      />,
    );
    expect(screen.getByTestId('price')).toHaveTextContent(/^100 c$/);
  });
});
