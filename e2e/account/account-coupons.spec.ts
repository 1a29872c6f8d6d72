import type { Page } from '@playwright/test';
import { expect, login, test } from '../support/fixtures';

// Coupons (issue #11 §6): cliente@example.com's active record holds two coupons, one of them expired; a
// visitor sees no Cupones entry anywhere and an invitation to sign in on /cupones.

const footerCupones = (page: Page) => page.getByTestId('site-footer').getByRole('link', { name: 'Cupones' });

async function expectNoCuponesEntry(page: Page) {
  await expect(page.getByTestId('header-cupones')).toHaveCount(0);
  await expect(footerCupones(page)).toHaveCount(0);
  await page.getByTestId('side-menu-trigger').click();
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Cupones' })).toHaveCount(0);
  await page.keyboard.press('Escape');
}

async function expectDemoCoupons(page: Page) {
  const cards = page.getByTestId('coupon-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAttribute('data-state', 'vigente');
  await expect(cards.nth(0).getByTestId('coupon-code')).toHaveText('CAFE15');
  await expect(
    cards.nth(0).getByText(/^Válido del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}$/),
  ).toBeVisible();
  await expect(cards.nth(1).getByTestId('coupon-state')).toHaveText('Vencido');
  await expect(cards.nth(1).getByTestId('coupon-code')).toHaveText('CINE2X1');
  await expect(cards.nth(1).getByRole('button', { name: /Copiar/ })).toHaveCount(0);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('a visitor finds no Cupones entry, and /cupones invites to sign in', async ({ page, checkA11y }) => {
      await page.goto('/cupones');
      await expect(page.getByRole('heading', { name: 'Cupones', level: 1 })).toBeVisible();
      await expect(page.getByTestId('coupons-invite')).toBeVisible();
      await expectNoCuponesEntry(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await checkA11y(page);

      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page.getByRole('dialog', { name: 'Mi Cuenta' })).toBeVisible();
    });

    test('the demo customer reaches its two coupons from the header, one marked Vencido', async ({
      page,
      context,
      checkA11y,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await login(page);
      const headerCupones = page.getByTestId('header-cupones');
      await expect(headerCupones).toBeVisible();
      await expect(footerCupones(page)).toBeVisible();

      await headerCupones.click();
      await expect(page).toHaveURL('/cupones');
      await expectDemoCoupons(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await checkA11y(page);

      const copy = page.getByRole('button', { name: 'Copiar código CAFE15' });
      await copy.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Código copiado')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('CAFE15');

      // A full page load renders the visitor state on the server, then the stored session takes over.
      await page.reload();
      await expectDemoCoupons(page);
      await page.getByTestId('side-menu-trigger').click();
      const menu = page.getByRole('navigation', { name: 'Menú principal' });
      await expect(menu.getByRole('link', { name: 'Cupones' })).toHaveAttribute('href', '/cupones');
    });
  });
}
