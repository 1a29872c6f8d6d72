import { formatPesos } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// toHaveTextContent collapses the no-break space that Intl writes after the currency sign.
const pesos = (cents: number) => formatPesos(cents).replace(/\s/g, ' ');
import { ServicesCard } from './services-card';

describe('ServicesCard', () => {
  it('shows each service with its plan, type and monthly price in pesos', () => {
    render(
      <ServicesCard
        address="Av. Perito Moreno 1450, Ushuaia"
        services={[
          {
            producto: 'Internet 300 Megas',
            producto_tipo: 'INTERNET',
            estado: 'ACTIVO',
            plan: { name: 'Internet 300 Megas', packet_name: 'GPON 300', amount_cents: 3_200_000 },
          },
          { producto: 'Línea fija', producto_tipo: 'TELEFONIA', estado: 'SUSPENDIDO', plan: null },
        ]}
      />,
    );
    const [internet, phone] = screen.getAllByTestId('service-item');
    expect(within(internet!).getByText('Internet 300 Megas')).toBeInTheDocument();
    expect(internet).toHaveTextContent('Internet · Activo');
    expect(internet).toHaveTextContent(`${pesos(3_200_000)} por mes`);
    expect(formatPesos(3_200_000)).toMatch(/^\$\s32\.000,00$/);
    expect(phone).toHaveTextContent('Telefonía · Suspendido');
    expect(phone).toHaveTextContent('Precio a consultar');
    expect(screen.getByTestId('services-address')).toHaveTextContent('Av. Perito Moreno 1450, Ushuaia');
  });

  it('says so when the record has no services', () => {
    render(<ServicesCard address="" services={[]} />);
    expect(screen.getByText('Esta cuenta no tiene servicios contratados.')).toBeInTheDocument();
    expect(screen.queryByTestId('services-address')).toBeNull();
  });
});
