import type { CartItem } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/render-app';
import { CartPanel } from './cart-panel';
import CartSentModal from './cart-sent-modal';

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
        packets: [
          {
            packet_name: 'IP FIJA',
            name: 'IP fija',
            amount: 6500,
            amount_cents: 650000,
            promotion: false,
            packets: [],
          },
        ],
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
    expect(money((await within(panel).findByTestId('cart-total')).textContent)).toBe('$ 22.500,00');
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

  it('counts homes with the quantity control and prices ticked add-ons into the line and the total', async () => {
    localStorage.setItem('2_cart', JSON.stringify([{ ...item('GPON 300', 32000), quantity: 1 }]));
    const user = userEvent.setup();
    renderApp(<CartPanel open onClose={() => {}} />);
    const line = (await screen.findAllByTestId('cart-item'))[0]!;
    const addOn = await within(line).findByRole('checkbox', { name: /IP fija/ });
    await user.click(addOn);
    expect(stored()[0]?.packets).toEqual([
      { packet_name: 'IP FIJA', name: 'IP fija', amount: 6500, promotion: false },
    ]);
    expect(money(screen.getByTestId('cart-total').textContent)).toBe('$ 38.500,00');

    const more = within(line).getByRole('button', { name: 'Uno más de Internet 300 Megas' });
    const less = within(line).getByRole('button', { name: 'Uno menos de Internet 300 Megas' });
    expect(less).toHaveAttribute('aria-disabled', 'true');
    for (let i = 0; i < 6; i += 1) await user.click(more);
    expect(within(line).getByTestId('cart-item-quantity')).toHaveTextContent('5');
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(stored()[0]?.quantity).toBe(5);
    expect(money(within(line).getByTestId('cart-item-price').textContent)).toBe('$ 192.500,00');
    expect(money(screen.getByTestId('cart-total').textContent)).toBe('$ 192.500,00');
    await user.click(less);
    expect(stored()[0]?.quantity).toBe(4);
    await user.click(addOn);
    expect(stored()[0]).not.toHaveProperty('packets');
    expect(money(screen.getByTestId('cart-total').textContent)).toBe('$ 128.000,00');
  });

  it('brings a stored line to the current catalogue price when it opens', async () => {
    localStorage.setItem('2_cart', JSON.stringify([{ ...item('GPON 100', 20000), quantity: 2 }]));
    renderApp(<CartPanel open onClose={() => {}} />);
    await waitFor(() => expect(stored()[0]).toMatchObject({ amount: 22500, name: 'Internet 100 Megas' }));
    expect(money(screen.getByTestId('cart-total').textContent)).toBe('$ 45.000,00');
  });

  it('is modal while open: backdrop, the page behind inert, Escape closes and focus goes back', async () => {
    localStorage.setItem('2_cart', JSON.stringify([item('GPON 100', 22500)]));
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Abrir</button>
          <main data-testid="page">Contenido</main>
          <CartPanel open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    const user = userEvent.setup();
    renderApp(<Page />);
    const opener = await screen.findByRole('button', { name: 'Abrir' });
    await user.click(opener);
    const panel = screen.getByTestId('cart-panel');
    expect(panel).toHaveAttribute('role', 'dialog');
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByTestId('cart-backdrop')).toBeInTheDocument();
    expect(screen.getByTestId('page')).toHaveAttribute('inert');
    expect(opener).toHaveAttribute('inert');
    expect(panel).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(screen.getByRole('heading', { name: 'Mis compras' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.querySelector('[inert]')).toBeNull();
  });
});

describe('main modal 1 after the cart is sent', () => {
  it('shows the número de gestión and each line with its quantity, add-ons and the total', async () => {
    const line = {
      ...item('GPON 300', 32000),
      name: 'Internet 300 Megas',
      quantity: 2,
      packets: [{ packet_name: 'IP FIJA', name: 'IP fija', amount: 6500, promotion: false }],
    };
    const tv = { ...item('DIBOX BASICO', 18900, 'Dibox'), service: 'tv' as const, name: 'TV Digital Básica' };
    const onClose = vi.fn();
    renderApp(<CartSentModal data={{ number: 'G-2026-000123', items: [line, tv] }} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Mensaje enviado' });
    expect(dialog).toHaveTextContent('Recibimos tu pedido de servicios.');
    expect(await screen.findByTestId('cart-request-number')).toHaveTextContent('G-2026-000123');
    const lines = within(screen.getByTestId('cart-receipt')).getAllByRole('listitem');
    expect(money(lines[0]!.textContent)).toBe(
      '2 × Internet 300 Megas (Internet por fibra óptica)+ IP fija$ 77.000,00',
    );
    expect(money(lines[1]!.textContent)).toBe('1 × TV Digital Básica (TV Digital)$ 18.900,00');
    expect(money(screen.getByTestId('cart-receipt-total').textContent)).toBe('$ 95.900,00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
