import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionHeading } from './section-heading';

describe('SectionHeading', () => {
  it('names the section that points to its id, with its introduction', () => {
    render(
      <section aria-labelledby="wifi-title">
        <SectionHeading
          id="wifi-title"
          title="Tu red WiFi"
          intro="Cambiá el nombre y la contraseña de tu red."
        />
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Tu red WiFi' })).toHaveTextContent(
      'Cambiá el nombre y la contraseña de tu red.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Tu red WiFi' })).toHaveClass('heading');
  });

  it('takes a lower level and goes without an introduction', () => {
    const { container } = render(<SectionHeading title="Adicionales" level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Adicionales' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();
  });
});
