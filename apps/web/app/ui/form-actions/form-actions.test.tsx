import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormActions } from './form-actions';

describe('FormActions', () => {
  it('holds the buttons in their order, at the end by default', () => {
    const { container } = render(
      <FormActions>
        <button type="button">Cancelar</button>
        <button type="submit">Siguiente</button>
      </FormActions>,
    );
    const row = container.firstElementChild!;
    expect(row).toHaveClass('actions');
    expect(row).toHaveAttribute('data-align', 'end');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Cancelar',
      'Siguiente',
    ]);
  });

  it('spreads them when asked', () => {
    const { container } = render(
      <FormActions align="between" className="extra">
        <button type="button">Volver</button>
      </FormActions>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-align', 'between');
    expect(container.firstElementChild).toHaveClass('extra');
  });
});
