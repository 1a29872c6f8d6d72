import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { List } from './list';

describe('List', () => {
  it('is a named list, unordered by default', () => {
    render(
      <List aria-label="Tus facturas" data-testid="list">
        <li>Factura A</li>
        <li>Factura B</li>
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Tus facturas' });
    expect(list.tagName).toBe('UL');
    expect(list).toHaveClass('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('is an ordered list when the order matters', () => {
    render(
      <List ordered aria-label="Tus gestiones, la más reciente primero" className="extra">
        <li>Reclamo</li>
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Tus gestiones, la más reciente primero' });
    expect(list.tagName).toBe('OL');
    expect(list).toHaveClass('list', 'extra');
  });
});
