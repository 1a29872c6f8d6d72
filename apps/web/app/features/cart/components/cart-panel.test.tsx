import type { CartItem } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/render-app';
import { CartPanel } from './cart-panel';

const item = (packet_name: string, amount: number, title = 'Gpon'): CartItem => ({
  service: 'internet',
  title,
  packet_name,
  amount,
  promotion: false,
  name: `Plan ${packet_name}`,
});

// As GET /api/rates/ publishes them (domain's publishedRatesSchema), cents included.
const RATES = [
  {
    product_name: 'Gpon',
    packets: [
      {
        packet_name: 'GPON 100',
        name: 'Internet 100 Megas',
        amount: 22500,
        amount_cents: 2250000,
        promotion: false,
        packets: [],
      },
      {
        packet_name: 'GPON 300',
        name: 'Internet 300 Megas',
        amount: 32000,
        amount_cents: 3200000,
        promotion: false,
        packets: [],
      },
    ],
  },
];

const stored = () => JSON.parse(localStorage.getItem('2_cart') ?? 'null') as CartItem[];
const money = (text: string | null) => text?.replace(/\s/g, ' ');

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(RATES), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('CartPanel', () => {
  it('renders nothing inside while closed, and its content once opened', async () => {
    localStorage.setItem('2_cart', JSON.stringify([item('GPON 100', 22500)]));
    function Toggle() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Abrir</button>
          <CartPanel open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    renderApp(<Toggle />);
    const panel = await screen.findByTestId('cart-panel');
    expect(panel).not.toBeVisible();
    expect(panel).toBeEmptyDOMElement();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir' }));
    expect(money(within(panel).getByTestId('cart-total').textContent)).toBe('$ 22.500,00');
  });

  it('shows the empty text and disables Aceptar and Vaciar carrito', async () => {
    renderApp(<CartPanel open onClose={() => {}} />);
    expect(await screen.findByText('No existen productos en el carrito')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vaciar carrito' })).toBeDisabled();
  });

  it('lists stored items with Total Pesos, changes a plan, removes and empties', async () => {
    localStorage.setItem('2_cart', JSON.stringify([item('GPON 100', 22500), item('GPON 300', 32000)]));
    const user = userEvent.setup();
    renderApp(<CartPanel open onClose={() => {}} />);
    const total = await screen.findByTestId('cart-total');
    expect(money(total.textContent)).toBe('$ 54.500,00');

    const first = screen.getAllByTestId('cart-item')[0]!;
    await within(first).findByRole('option', { name: 'Internet 300 Megas' });
    await user.selectOptions(within(first).getByLabelText('Plan'), 'GPON 300');
    expect(stored()[0]).toMatchObject({ packet_name: 'GPON 300', amount: 32000, title: 'Gpon' });
    expect(money(screen.getByTestId('cart-total').textContent)).toBe('$ 64.000,00');

    await user.click(screen.getAllByRole('button', { name: /Quitar .* del carrito/ })[1]!);
    expect(stored()).toHaveLength(1);
    expect(await screen.findByText('Eliminado del carrito')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vaciar carrito' }));
    expect(stored()).toEqual([]);
    expect(await screen.findByText('Carrito Vaciado')).toBeInTheDocument();
    expect(screen.getByText('No existen productos en el carrito')).toBeInTheDocument();
  });

  it('survives a tampered cart in storage', async () => {
    localStorage.setItem('2_cart', JSON.stringify([{ evil: true }, item('GPON 100', 22500), 'x']));
    renderApp(<CartPanel open onClose={() => {}} />);
    expect(await screen.findAllByTestId('cart-item')).toHaveLength(1);
  });

  it('repairs a cart stored by an older version in storage', async () => {
    localStorage.setItem(
      '2_cart',
      JSON.stringify([{ title: 'Gpon', packet_name: 'GPON 100', amount: '22500' }]),
    );
    renderApp(<CartPanel open onClose={() => {}} />);
    expect(await screen.findAllByTestId('cart-item')).toHaveLength(1);
    expect(stored()[0]).toMatchObject({ service: 'internet', amount: 22500, promotion: false });
  });

  it('goes to step 1 with the form intro and back with the arrow', async () => {
    localStorage.setItem('2_cart', JSON.stringify([item('GPON 100', 22500)]));
    const user = userEvent.setup();
    renderApp(<CartPanel open onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(
      await screen.findByText(
        'Enviando este formulario nos contactaremos para dar el alta a los servicios seleccionados',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Volver a Mis compras' }));
    expect(screen.getByTestId('cart-total')).toBeInTheDocument();
  });
});
