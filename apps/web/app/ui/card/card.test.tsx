import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardHeader } from './card';

describe('Card', () => {
  it('is a list item of a list, with its header and content', () => {
    render(
      <ul>
        <Card as="li" surface="alt" data-testid="card" aria-label="Factura">
          <CardHeader title={<h3>Factura B 0003-00012102</h3>} aside={<span>Impaga</span>} />
          <p>Vence el 16/11/2026</p>
        </Card>
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: 'Factura' });
    expect(card).toBe(screen.getByTestId('card'));
    expect(card).toHaveAttribute('data-surface', 'alt');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Factura B 0003-00012102');
    expect(card).toHaveTextContent('Impaga');
    expect(card).toHaveTextContent('Vence el 16/11/2026');
  });

  it('is a plain div with a centred header by choice', () => {
    const { container } = render(
      <Card className="extra">
        <CardHeader title={<h2>Cupón</h2>} align="center" />
      </Card>,
    );
    const card = container.firstElementChild!;
    expect(card.tagName).toBe('DIV');
    expect(card).toHaveClass('card', 'extra');
    expect(card).toHaveAttribute('data-surface', 'plain');
    expect(card.firstElementChild).toHaveAttribute('data-align', 'center');
  });
});
