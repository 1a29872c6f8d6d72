import type { CartItem } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseRates } from '../lib/parse-rates';
import { priceLabels } from '../lib/price-labels';
import type { RatesState } from '../api/load-rates';
import { PlanSection } from './plan-section';

const RATES = [
  {
    product_name: 'Gpon',
    packets: [
      {
        packet_name: 'GPON 1000',
        name: 'Internet 1000 Megas',
        amount: 52900,
        promotion: true,
        packets: [{ packet_name: 'IP FIJA', name: 'IP fija', amount: 6500, promotion: false }],
      },
    ],
  },
  {
    product_name: 'ClickTv',
    packets: [{ packet_name: 'CLICK FULL', name: 'Click TV Full', amount: 15900, promotion: false }],
  },
  {
    product_name: 'Telefonia',
    packets: [{ packet_name: 'TEL', name: 'Línea', amount: 8500, promotion: false }],
  },
];

const ratesState = (rates = parseRates(RATES)!): RatesState => ({
  status: 'ok',
  rates,
  prices: priceLabels(rates),
});

const text = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');

describe('PlanSection and PlanCard', () => {
  it('shows the page’s plans with price, promotion, add-ons and adds a cart item', async () => {
    const onAdd = vi.fn<(item: CartItem) => void>();
    render(<PlanSection state={ratesState()} page="internet" onAdd={onAdd} />);
    expect(screen.getByRole('heading', { name: 'Planes de Internet por fibra óptica' })).toBeInTheDocument();
    expect(screen.getAllByTestId('plan-card')).toHaveLength(1);
    expect(text(screen.getByTestId('plan-price'))).toBe('$ 52.900,00');
    expect(screen.getByText('Promoción')).toBeInTheDocument();
    expect(screen.getByText(/IP fija/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Agregar al carrito/ }));
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({
        service: 'internet',
        title: 'Gpon',
        packet_name: 'GPON 1000',
        amount: 52900,
      }),
    );
  });

  it('puts Click TV under streaming', async () => {
    const onAdd = vi.fn<(item: CartItem) => void>();
    render(<PlanSection state={ratesState()} page="clicktv" onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: /Agregar al carrito/ }));
    expect(onAdd.mock.calls[0]?.[0].service).toBe('streaming');
  });

  it('explains an empty answer and an API failure in Spanish', () => {
    const { rerender } = render(<PlanSection state={ratesState([])} page="tv" onAdd={() => {}} />);
    expect(screen.getByTestId('plans-empty')).toHaveTextContent('no hay planes publicados');
    rerender(<PlanSection state={{ status: 'error' }} page="tv" onAdd={() => {}} phone="0800 333 1234" />);
    expect(screen.getByTestId('plans-unavailable')).toHaveTextContent('No pudimos cargar los planes');
  });

  it('drops unknown or broken entries of the rates answer', () => {
    expect(parseRates({ error: 1 })).toBeNull();
    const rates = parseRates([
      { nope: 1 },
      { product_name: 'Gpon', packets: [{ bad: true }, RATES[0]!.packets[0]] },
    ]);
    expect(rates).toHaveLength(1);
    expect(rates?.[0]?.packets).toHaveLength(1);
  });
});
