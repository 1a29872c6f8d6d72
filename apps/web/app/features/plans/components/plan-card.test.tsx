import type { CartItem } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
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
        amount_cents: 5_290_000,
        promotion: true,
        speed_down_mbps: 1000,
        speed_up_mbps: 500,
        includes: ['Router Wi-Fi 6 en comodato', 'Equipo Wi-Fi mesh'],
        installation_cents: 0,
        contract_months: 12,
        regular_amount_cents: 6_490_000,
        promotion_until: '2026-12-31',
        packets: [
          { packet_name: 'IP FIJA', name: 'IP fija', amount: 6500, promotion: false },
          { packet_name: 'WIFI MESH', name: 'Equipo Wi-Fi mesh adicional', amount: 4800, promotion: false },
        ],
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
  {
    product_name: 'Dibox',
    packets: [
      {
        packet_name: 'DIBOX BASICO',
        name: 'TV Digital Básica',
        amount: 18900,
        promotion: true,
        installation_cents: 1_500_000,
        contract_months: 1,
      },
    ],
  },
];

const ratesState = (rates = parseRates(RATES)!): RatesState => ({
  status: 'ok',
  rates,
  prices: priceLabels(rates),
});

const text = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');

describe('PlanSection and PlanCard', () => {
  it('shows what a buyer needs and no internal code, and adds the plan with the add-ons ticked', async () => {
    const onAdd = vi.fn<(item: CartItem) => void>();
    const user = userEvent.setup();
    render(<PlanSection state={ratesState()} page="internet" onAdd={onAdd} />);
    expect(screen.getByRole('heading', { name: 'Planes de Internet por fibra óptica' })).toBeInTheDocument();
    const card = screen.getByTestId('plan-card');
    expect(screen.getByRole('heading', { name: 'Internet 1000 Megas' })).toBeInTheDocument();
    expect(text(screen.getByTestId('plan-price'))).toBe('$ 52.900,00');
    expect(text(screen.getByTestId('plan-promotion'))).toBe(
      '$ 52.900,00 hasta el 31/12/2026, después $ 64.900,00',
    );
    expect(screen.getByTestId('plan-speed')).toHaveTextContent('1000 Mbps de bajada / 500 Mbps de subida');
    const includes = screen.getByRole('list', { name: 'Qué incluye Internet 1000 Megas' });
    expect(
      within(includes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Router Wi-Fi 6 en comodato', 'Equipo Wi-Fi mesh']);
    expect(card).toHaveTextContent('Instalación sin cargo');
    expect(card).toHaveTextContent('Permanencia mínima: 12 meses');
    expect(card).not.toHaveTextContent('GPON 1000');

    const addOns = screen.getByRole('group', { name: 'Adicionales disponibles' });
    await user.click(within(addOns).getByRole('checkbox', { name: /IP fija/ }));
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito: Internet 1000 Megas' }));
    expect(onAdd).toHaveBeenLastCalledWith({
      service: 'internet',
      title: 'Gpon',
      packet_name: 'GPON 1000',
      amount: 52900,
      promotion: true,
      name: 'Internet 1000 Megas',
      quantity: 1,
      packets: [{ packet_name: 'IP FIJA', name: 'IP fija', amount: 6500, promotion: false }],
    });
    await user.click(within(addOns).getByRole('checkbox', { name: /IP fija/ }));
    await user.click(screen.getByRole('button', { name: /Agregar al carrito/ }));
    expect(onAdd.mock.lastCall?.[0]).not.toHaveProperty('packets');
  });

  it('says a promotion without a date is limited, shows an installation charge, and sends Dibox as tv', async () => {
    const onAdd = vi.fn<(item: CartItem) => void>();
    render(<PlanSection state={ratesState()} page="tv" onAdd={onAdd} />);
    expect(text(screen.getByTestId('plan-promotion'))).toBe(
      'Precio promocional de $ 18.900,00 por tiempo limitado',
    );
    expect(text(screen.getByTestId('plan-card'))).toContain('Instalación: $ 15.000,00');
    expect(screen.getByTestId('plan-card')).toHaveTextContent('Permanencia mínima: 1 mes');
    expect(screen.queryByTestId('plan-speed')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Agregar al carrito/ }));
    expect(onAdd.mock.calls[0]?.[0].service).toBe('tv');
  });

  it('lays out the plans of a product as a grid that knows how many it holds', () => {
    render(<PlanSection state={ratesState()} page="internet" onAdd={() => {}} />);
    expect(screen.getByTestId('plan-card').closest('ul')?.dataset.count).toBe('1');
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
    // The catalogue details (ADR 0063) come through; a malformed one drops its packet like any broken field.
    expect(rates?.[0]?.packets[0]).toMatchObject({ speed_down_mbps: 1000, promotion_until: '2026-12-31' });
    const late = { ...RATES[0]!.packets[0], promotion_until: 'pronto' };
    expect(parseRates([{ product_name: 'Gpon', packets: [late] }])).toEqual([]);
  });
});
