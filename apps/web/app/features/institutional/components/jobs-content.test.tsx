import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobsContent } from './jobs-content';

const HOURS = 'Lunes a viernes de 9 a 14 h y sábados de 10 a 13 h';

describe('JobsContent (careers page)', () => {
  it('lists the areas, offers the online application and says a CV cannot be attached', () => {
    render(<JobsContent address="San Martín 1234" hours={HOURS} applyAction={<button>Postular</button>} />);
    for (const area of ['Técnica e instalaciones', 'Atención al cliente', 'Ventas', 'Administración']) {
      expect(screen.getByText(`${area}:`)).toBeInTheDocument();
    }
    const online = screen.getByRole('region', { name: 'Postulate en línea' });
    expect(online).toHaveTextContent('no se puede adjuntar el currículum en línea');
    expect(online).toHaveTextContent('te respondemos por teléfono o por correo electrónico');
    expect(screen.getByRole('button', { name: 'Postular' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'En nuestra oficina' })).toHaveTextContent(
      'oficina comercial de San Martín 1234 (lunes a viernes de 9 a 14 h y sábados de 10 a 13 h), indicando',
    );
  });

  it('keeps the office option readable without company data', () => {
    render(<JobsContent address={null} hours={null} applyAction={null} />);
    expect(screen.getByRole('region', { name: 'En nuestra oficina' })).toHaveTextContent(
      'a nuestra oficina comercial, indicando el área que te interesa.',
    );
    expect(screen.queryByText(/consultanos por teléfono/)).toBeNull();
  });
});
