import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { balancedColumns } from './balanced-columns';
import { CardGrid } from './card-grid';

describe('balancedColumns', () => {
  it.each([
    [1, 4, [1]],
    [2, 4, [2, 1]],
    [3, 4, [3, 1]],
    [4, 4, [4, 2, 1]],
    [5, 4, [3, 1]],
    [6, 4, [4, 3, 2, 1]],
    [7, 4, [4, 2, 1]],
    [8, 4, [4, 3, 2, 1]],
    [6, 6, [6, 4, 3, 2, 1]],
    [4, 3, [2, 1]],
  ])('%i cards, at most %i columns: %j', (count, max, expected) => {
    expect(balancedColumns(count, max)).toEqual(expected);
  });

  it('leaves one card alone on a row only as the two-column fallback', () => {
    for (let count = 2; count <= 12; count += 1) {
      for (const c of balancedColumns(count, 4)) {
        if (c === 1 || count % c !== 1) continue;
        expect(c).toBe(2);
        expect(count % 3).toBe(1);
      }
    }
  });
});

describe('CardGrid', () => {
  it('renders a list of the cards with the allowed column counts', () => {
    render(
      <CardGrid aria-label="Planes de internet" size="lg">
        {['100 MB', '300 MB', '600 MB', '1000 MB'].map((name) => (
          <li key={name}>{name}</li>
        ))}
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Planes de internet' });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(list).toHaveAttribute('data-count', '4');
    expect(list).toHaveAttribute('data-columns-4');
    expect(list).toHaveAttribute('data-columns-2');
    expect(list).not.toHaveAttribute('data-columns-3');
    expect(list).toHaveClass('lg');
  });

  it('can be a plain container', () => {
    const { container } = render(
      <CardGrid as="div" data-testid="grid">
        <article>uno</article>
      </CardGrid>,
    );
    expect(container.querySelector('ul')).toBeNull();
    expect(screen.getByTestId('grid')).toHaveAttribute('data-columns-1');
  });
});
