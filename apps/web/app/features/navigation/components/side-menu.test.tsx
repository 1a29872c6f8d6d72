import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logIn, renderApp } from '~/test/render-app';
import { SideMenu } from './side-menu';

const panel = () => {
  const nav = document.getElementById('side-menu');
  if (!nav) throw new Error('side menu panel missing');
  expect(nav).toHaveAttribute('aria-label', 'Menú principal');
  return nav;
};

describe('SideMenu', () => {
  it('is closed at first and opens on hover', async () => {
    renderApp(<SideMenu />);
    const trigger = await screen.findByTestId('side-menu-trigger');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
    await userEvent.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
  });

  it('opens three levels on hover', async () => {
    renderApp(<SideMenu />);
    await userEvent.hover(await screen.findByTestId('side-menu-trigger'));
    // The entries load on the first opening.
    await userEvent.hover(await screen.findByRole('button', { name: 'Ayuda' }));
    await userEvent.hover(screen.getByRole('button', { name: 'Centro de ayuda' }));
    const level3 = screen.getByRole('link', { name: 'Televisión' });
    expect(level3).toBeVisible();
    expect(level3.closest('ul')).toHaveAttribute('data-level', '3');
    expect(level3).toHaveAttribute('href', '/ayuda/centro-de-ayuda/television');
  });

  it('works from the keyboard: Enter opens, ArrowRight enters a submenu, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderApp(<SideMenu />);
    const trigger = await screen.findByTestId('side-menu-trigger');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(panel()).toBeVisible();
    const servicios = await screen.findByRole('button', { name: 'Servicios' });
    servicios.focus();
    await user.keyboard('{ArrowRight}');
    expect(servicios).toHaveAttribute('aria-expanded', 'true');
    await new Promise((r) => requestAnimationFrame(r));
    expect(screen.getByRole('link', { name: 'Click TV' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(servicios).toHaveAttribute('aria-expanded', 'false');
    expect(servicios).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('toggles on click', async () => {
    renderApp(<SideMenu />);
    const trigger = await screen.findByTestId('side-menu-trigger');
    trigger.focus();
    await userEvent.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens main modal 3 for /nosotros instead of navigating', async () => {
    renderApp(<SideMenu />, { path: '/tv' });
    await userEvent.click(await screen.findByTestId('side-menu-trigger'));
    await userEvent.click(await screen.findByRole('button', { name: 'Nosotros' }));
    await userEvent.click(screen.getByRole('link', { name: 'Contacto' }));
    expect(await screen.findByRole('dialog', { name: 'modal:main-3' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tv');
    expect(screen.getByTestId('side-menu-trigger')).toHaveAttribute('aria-expanded', 'false');
  });

  it('navigates for other entries', async () => {
    renderApp(<SideMenu />);
    await userEvent.click(await screen.findByTestId('side-menu-trigger'));
    await userEvent.click(await screen.findByRole('link', { name: 'Términos y condiciones' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/terminos-y-condiciones'));
  });

  it('opens login for /mi-cuenta entries when visiting', async () => {
    renderApp(<SideMenu />);
    await userEvent.click(await screen.findByTestId('side-menu-trigger'));
    await userEvent.click(await screen.findByRole('button', { name: 'Mi Cuenta' }));
    await userEvent.click(screen.getByRole('link', { name: 'Mis gestiones' }));
    expect(await screen.findByRole('dialog', { name: 'modal:login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('navigates to the account when logged in', async () => {
    logIn();
    renderApp(<SideMenu />);
    await userEvent.click(await screen.findByTestId('side-menu-trigger'));
    await userEvent.click(await screen.findByRole('button', { name: 'Mi Cuenta' }));
    await userEvent.click(screen.getByRole('link', { name: 'Mis gestiones' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mi-cuenta/mis-gestiones'));
    expect(screen.queryByRole('dialog', { name: 'modal:login' })).toBeNull();
  });

  it('hides Cupones unless logged in with coupons', async () => {
    renderApp(<SideMenu />);
    await userEvent.click(await screen.findByTestId('side-menu-trigger'));
    expect(await within(panel()).findByRole('button', { name: 'Mi Cuenta' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('link', { name: 'Cupones' })).toBeNull();
  });

  it('shows Cupones to a customer with coupons', async () => {
    logIn(2, 1);
    renderApp(<SideMenu />);
    await userEvent.setup().click(await screen.findByTestId('side-menu-trigger'));
    expect(await within(panel()).findByRole('link', { name: 'Cupones' })).toHaveAttribute('href', '/cupones');
  });

  it('hides Telefonía and Multiplay for company code 20', async () => {
    const user = userEvent.setup();
    renderApp(<SideMenu />, { companyCode: 20 });
    await user.click(await screen.findByTestId('side-menu-trigger'));
    await user.click(await within(panel()).findByRole('button', { name: 'Servicios' }));
    expect(within(panel()).getByRole('link', { name: 'Internet' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('link', { name: 'Telefonía' })).toBeNull();
    await user.click(within(panel()).getByRole('button', { name: 'Ayuda' }));
    await user.click(within(panel()).getByRole('button', { name: 'Centro de ayuda' }));
    expect(within(panel()).getByRole('link', { name: 'General' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('link', { name: 'Multiplay' })).toBeNull();
  });
});
