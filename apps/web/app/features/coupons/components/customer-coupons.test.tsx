import type { CustomerCoupon } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '~/lib/session/session';
import { mockFetch } from '~/test/mock-fetch';
import { logIn, logInAs, renderApp } from '~/test/render-app';
import { CouponList } from './coupon-list';
import { CustomerCoupons } from './customer-coupons';

const cafe: CustomerCoupon = {
  codigo: 'CAFE15',
  titulo: '15% en cafetería',
  descripcion: 'De lunes a viernes.',
  beneficio: '15% de descuento',
  comercio: 'Café del Fin del Mundo',
  desde: '2026-05-01T03:00:00.000Z',
  hasta: '2026-12-01T02:59:59.999Z',
  usado: null,
  estado: 'vigente',
};
const cine: CustomerCoupon = {
  ...cafe,
  codigo: 'CINE2X1',
  titulo: '2x1 en cine',
  beneficio: '2x1',
  hasta: '2026-04-20T02:59:59.999Z',
  estado: 'vencido',
};
const used: CustomerCoupon = { ...cafe, codigo: 'USADO', usado: '2026-06-03T15:00:00.000Z', estado: 'usado' };

const PATH = 'GET /api/customer/1001/cupones/';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CouponList', () => {
  it('shows each coupon with its code, benefit and es-AR validity, usable ones first', async () => {
    renderApp(<CouponList coupons={[cine, used, cafe]} />);
    const cards = await screen.findAllByTestId('coupon-card');
    expect(cards.map((c) => c.dataset.state)).toEqual(['vigente', 'usado', 'vencido']);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: '15% en cafetería' })).toBeInTheDocument();
    expect(first.getByText('15% de descuento')).toBeInTheDocument();
    expect(first.getByTestId('coupon-code')).toHaveTextContent('CAFE15');
    expect(first.getByText('Válido del 01/05/2026 al 30/11/2026')).toBeInTheDocument();
    expect(first.getByTestId('coupon-state')).toHaveTextContent('Vigente');
    expect(within(cards[1]!).getByTestId('coupon-state')).toHaveTextContent('Usado el 03/06/2026');
    expect(within(cards[2]!).getByTestId('coupon-state')).toHaveTextContent('Vencido');
    expect(within(cards[2]!).getByText('Venció el 19/04/2026')).toBeInTheDocument();
  });

  it('offers a copy button only on usable coupons, and says when the code was copied', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(<CouponList coupons={[cafe, cine]} />);
    expect(await screen.findAllByRole('button', { name: /^Copiar código/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Copiar código CAFE15' }));
    expect(writeText).toHaveBeenCalledWith('CAFE15');
    expect(await screen.findByText('Código copiado')).toBeInTheDocument();
  });

  it('says when there are no coupons', async () => {
    renderApp(<CouponList coupons={[]} />);
    expect(await screen.findByTestId('coupons-empty')).toHaveTextContent('Todavía no tenés cupones.');
  });
});

describe('CustomerCoupons', () => {
  it('invites a visitor to sign in, with the login modal, and calls nothing', async () => {
    const calls = mockFetch({});
    const user = userEvent.setup();
    renderApp(<CustomerCoupons />);
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('dialog', { name: 'modal:login' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("loads the customer's coupons and stores how many are usable", async () => {
    logIn(2, 5);
    const calls = mockFetch({
      [PATH]: () => ({ status: 200, body: { cupones: [cafe, cine], disponibles: 1 } }),
    });
    renderApp(<CustomerCoupons />);
    expect(await screen.findAllByTestId('coupon-card')).toHaveLength(2);
    expect(readSession(2).coupons).toBe(1);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer token-de-prueba');
  });

  it('stores zero and shows the empty state when the customer has none', async () => {
    logIn(2, 3);
    mockFetch({ [PATH]: () => ({ status: 200, body: { cupones: [], disponibles: 0 } }) });
    renderApp(<CustomerCoupons />);
    expect(await screen.findByTestId('coupons-empty')).toBeInTheDocument();
    expect(readSession(2).coupons).toBe(0);
  });

  it('explains a pending first entry without calling the API', async () => {
    logInAs({ email: 'nuevo@example.com', nombre: 'Nico', firstEntry: 1 });
    const calls = mockFetch({});
    renderApp(<CustomerCoupons />);
    expect(await screen.findByTestId('coupons-first-entry-pending')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says so when the coupons cannot be loaded, keeping the stored count', async () => {
    logIn(2, 2);
    mockFetch({ [PATH]: () => ({ status: 500, body: { message: 'x', code: 'INTERNAL' } }) });
    renderApp(<CustomerCoupons />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus cupones.');
    expect(readSession(2).coupons).toBe(2);
  });
});
