import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldSet } from './field-set';

describe('FieldSet', () => {
  it('is a group named by its legend, holding its fields', () => {
    render(
      <FieldSet legend="Vencimiento de la tarjeta" aria-describedby="ayuda" data-testid="expiry">
        <label>
          Mes <input />
        </label>
        <p id="ayuda">Como figura en la tarjeta.</p>
      </FieldSet>,
    );
    const group = screen.getByRole('group', { name: 'Vencimiento de la tarjeta' });
    expect(group).toBe(screen.getByTestId('expiry'));
    expect(group).toHaveAccessibleDescription('Como figura en la tarjeta.');
    expect(screen.getByRole('textbox', { name: 'Mes' })).toBeInTheDocument();
  });

  it('adds the feature classes to the frame and the legend', () => {
    const { container } = render(
      <FieldSet legend="Facturas" className="extra" legendClassName="big">
        <input aria-label="Factura A" />
      </FieldSet>,
    );
    expect(container.querySelector('fieldset')).toHaveClass('fieldset', 'extra');
    expect(container.querySelector('legend')).toHaveClass('legend', 'big');
  });
});
