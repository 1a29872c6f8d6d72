import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text in a tone, neutral by default', () => {
    const { rerender } = render(<Badge data-testid="badge">Nuevo</Badge>);
    expect(screen.getByTestId('badge')).toHaveTextContent('Nuevo');
    expect(screen.getByTestId('badge')).toHaveAttribute('data-tone', 'neutral');
    rerender(
      <Badge tone="promo" data-testid="badge">
        Promoción
      </Badge>,
    );
    expect(screen.getByTestId('badge')).toHaveClass('badge', 'promo');
  });
});
