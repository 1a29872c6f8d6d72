import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Callout } from './callout';

describe('Callout', () => {
  it('shows an info note with its icon, without a live role by default', () => {
    render(
      <Callout title="Tené en cuenta" data-testid="callout">
        <p>Los cambios se ven en tu próxima factura.</p>
      </Callout>,
    );
    const callout = screen.getByTestId('callout');
    expect(callout).not.toHaveAttribute('role');
    expect(callout).toHaveAttribute('data-tone', 'info');
    expect(callout).toHaveTextContent('Tené en cuenta');
    expect(callout.querySelector('svg[data-icon="info"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('announces an error as an alert and the other tones as a status', () => {
    const { rerender } = render(
      <Callout tone="error" announce>
        No pudimos guardar tus datos.
      </Callout>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos guardar tus datos.');
    expect(screen.getByRole('alert')).toHaveClass('danger');
    rerender(
      <Callout tone="success" announce>
        Guardamos tus datos.
      </Callout>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Guardamos tus datos.');
    expect(screen.getByRole('status').querySelector('svg[data-icon="success"]')).not.toBeNull();
  });

  it('draws the warning as a triangle', () => {
    const { container } = render(<Callout tone="warning">Atención</Callout>);
    expect(container.querySelector('svg[data-icon="warning"] circle')).toBeNull();
  });
});
