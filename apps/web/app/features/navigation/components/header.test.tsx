import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn, renderApp } from '~/test/render-app';
import { writeJson } from '~/lib/session/session';
import { mockFetch } from '~/test/mock-fetch';
import { Header } from './header';

const renderHeader = (options: Parameters<typeof renderApp>[1] = {}, cartCount = 0) => {
  const onCartToggle = vi.fn();
  renderApp(<Header cartCount={cartCount} cartOpen={false} onCartToggle={onCartToggle} />, options);
  return { onCartToggle };
};

const tabs = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('link')
    .map((a) => a.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('Header', () => {
  it('shows the five service tabs with their indexes, the active one marked', async () => {
    renderHeader({ path: '/internet' });
    const bar = await screen.findByTestId('service-tabs');
    expect(tabs('service-tabs')).toEqual(['Inicio', 'Click TV', 'TV', 'Internet', 'Telefonía']);
    const indexes = within(bar)
      .getAllByRole('link')
      .map((a) => a.getAttribute('data-tab-index'));
    expect(indexes).toEqual(['0', '1', '2', '3', '4']);
    expect(within(bar).getByRole('link', { name: 'Internet' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('repeats the entries without Telefonía in the narrow bar', async () => {
    renderHeader();
    await screen.findByTestId('service-tabs-narrow');
    expect(tabs('service-tabs-narrow')).toEqual(['Inicio', 'Click TV', 'TV', 'Internet']);
  });

  it('hides Telefonía in both bars for company code 20', async () => {
    renderHeader({ companyCode: 20 });
    await screen.findByTestId('service-tabs');
    expect(tabs('service-tabs')).not.toContain('Telefonía');
    expect(tabs('service-tabs-narrow')).not.toContain('Telefonía');
    expect(screen.queryByRole('link', { name: 'Telefonía' })).toBeNull();
  });

  it('shows the visitor state: no Trámites, no cupones; Mi cuenta opens the login modal', async () => {
    renderHeader();
    await screen.findByTestId('site-header');
    expect(screen.queryByTestId('header-tramites')).toBeNull();
    expect(screen.queryByTestId('header-cupones')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mi cuenta' }));
    expect(await screen.findByRole('dialog', { name: 'modal:login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows Trámites to a logged-in customer, and Mi cuenta goes to the account', async () => {
    logIn();
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Trámites' }));
    expect(await screen.findByRole('dialog', { name: 'modal:formalities' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mi cuenta' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mi-cuenta/mis-servicios'));
    expect(screen.queryByRole('dialog', { name: 'modal:login' })).toBeNull();
  });

  it.each([
    ['answers', { status: 204 }],
    ['fails', { status: 503, body: { message: 'x', code: 'SERVICE_UNAVAILABLE' } }],
  ] as const)(
    'Cerrar sesión ends the token on the server and signs out even when the call %s',
    async (_l, answer) => {
      logIn();
      const calls = mockFetch({ 'POST /api/customer/logout/': () => answer });
      renderHeader({ path: '/mi-cuenta/mis-servicios' });
      await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
      expect(localStorage.getItem('2_token')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).toBeNull();
      // The call waits for its contract's chunk (lib/end-session): the session is gone before it.
      await waitFor(() => expect(calls.some((c) => c.path === '/api/customer/logout/')).toBe(true));
      const logout = calls.find((c) => c.path === '/api/customer/logout/');
      expect(logout?.method).toBe('POST');
      expect(logout?.headers.get('Authorization')).toBe('Bearer token-de-prueba');
      // A failed logout call is not a session that expired: no modal 9 for someone who just signed out.
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('shows cupones only when logged in and coupons exist', async () => {
    logIn(2, 0);
    renderHeader();
    await screen.findByTestId('header-tramites');
    expect(screen.queryByTestId('header-cupones')).toBeNull();
    act(() => writeJson(2, 'coupons', 2));
    expect(await screen.findByTestId('header-cupones')).toHaveAttribute('href', '/cupones');
  });

  it('does not show cupones to a visitor even if coupons are stored', async () => {
    localStorage.setItem('2_coupons', '4');
    renderHeader();
    await screen.findByTestId('site-header');
    expect(screen.queryByTestId('header-cupones')).toBeNull();
  });

  it('links Ayuda and Nosotros, toggles the cart and shows its badge', async () => {
    const { onCartToggle } = renderHeader({}, 3);
    await screen.findByTestId('site-header');
    expect(screen.getByTestId('header-ayuda')).toHaveAttribute('href', '/ayuda/centro-de-ayuda/television');
    expect(screen.getByTestId('header-nosotros')).toHaveAttribute('href', '/nosotros');
    expect(screen.getByTestId('header-cart-badge')).toHaveTextContent('3');
    const cart = screen.getByRole('button', { name: /Contratanos/ });
    expect(cart).toHaveAttribute('aria-controls', 'cart-panel');
    await userEvent.click(cart);
    expect(onCartToggle).toHaveBeenCalledTimes(1);
  });

  it('keeps the cart and Mi cuenta in the bar that stays on screen, the other accesses in a second list', async () => {
    logIn(2, 2);
    renderHeader();
    await screen.findByTestId('header-cupones');
    const names = (label: string) =>
      within(screen.getByRole('list', { name: label }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(names('Accesos rápidos')).toEqual(['Contratanos', 'Mi cuenta']);
    expect(names('Más accesos')).toEqual([
      'Trámites',
      'Cupones',
      'Ayuda',
      'Nosotros',
      'Cerrar sesión',
      'Botón de arrepentimiento',
    ]);
    // The second list and the narrow tabs share the part that scrolls away below 80rem.
    expect(screen.getByRole('list', { name: 'Más accesos' }).parentElement).toContainElement(
      screen.getByTestId('service-tabs-narrow'),
    );
  });

  it('opens the regret without an account for a visitor', async () => {
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Botón de arrepentimiento' }));
    expect(await screen.findByRole('dialog', { name: 'modal:cancellation-check' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'modal:main-4' })).toBeNull();
  });

  it('opens the regret modal for a signed-in holder', async () => {
    logIn();
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Botón de arrepentimiento' }));
    expect(await screen.findByRole('dialog', { name: 'modal:main-4' })).toBeInTheDocument();
  });

  it('shows the TEST badge only for test hosts', async () => {
    renderHeader({ apiHost: 'api-test.example.com' });
    expect(await screen.findByTestId('test-badge')).toHaveTextContent('TEST');
  });

  it('has no TEST badge on a production host', async () => {
    renderHeader({ apiHost: 'www.example.com' });
    await screen.findByTestId('site-header');
    expect(screen.queryByTestId('test-badge')).toBeNull();
  });

  it('shows the free phone line, and a white header on account pages', async () => {
    renderHeader({ path: '/mi-cuenta/mis-gestiones' });
    const header = await screen.findByTestId('site-header');
    expect(header).toHaveAttribute('data-variant', 'white');
    expect(screen.getByTestId('header-phone')).toHaveTextContent('0800-333-1234');
    expect(screen.getByTestId('header-phone')).toHaveAttribute('href', 'tel:08003331234');
  });

  it('uses the brand header elsewhere', async () => {
    renderHeader({ path: '/tv' });
    expect(await screen.findByTestId('site-header')).toHaveAttribute('data-variant', 'brand');
  });
});
