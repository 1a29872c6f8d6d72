// Issue #12 §2: the home hero and its coverage check, and a header that leaves the phone screen to the page.
import type { Page } from '@playwright/test';
import { expect, login, test } from '../support/fixtures';

/** How far down the header reaches once the page has scrolled: its sticky bars only. */
async function stickyHeaderBottom(page: Page): Promise<number> {
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  return page.getByTestId('site-header').evaluate((header) => {
    const bottoms = [...header.children]
      .map((child) => child.getBoundingClientRect())
      .filter((r) => r.bottom > 0 && r.height > 0)
      .map((r) => r.bottom);
    return Math.max(...bottoms);
  });
}

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hero leads to the plans, and the coverage check answers in place and opens the contact form', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Elegí tu plan' }).click();
    await expect(page).toHaveURL(/#planes$/);
    await expect(page.getByRole('heading', { name: 'Planes de Internet por fibra óptica' })).toBeInViewport();

    const check = page.getByTestId('coverage-check');
    await expect(check).toContainText('Instalamos en Ushuaia, Río Grande y Tolhuin.');
    await check.getByLabel('Localidad').selectOption('Río Grande');
    await check.getByLabel('Calle y número').fill('Belgrano 320');
    await check.getByRole('button', { name: 'Consultar cobertura' }).click();
    // Answered in place: no navigation, the answer in a live region.
    await expect(page).toHaveURL(/#planes$/);
    await expect(check.getByRole('status')).toContainText(
      'Tenemos servicio en Río Grande; confirmamos tu dirección cuando nos dejes tus datos.',
    );
    await expect(check.getByRole('status')).not.toContainText('Llegamos');
    await expect(check.getByTestId('coverage-answer')).toBeInViewport();
    await checkA11y(page, 'home 390 with a coverage answer');

    await check.getByRole('button', { name: 'Quiero que me contacten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quiero que me contacten' });
    await expect(dialog.getByLabel('Dirección')).toHaveValue('Belgrano 320, Río Grande');
    await expect(dialog).toContainText('te confirma si llegamos a tu domicilio');
    await checkA11y(page, 'contact form opened by the coverage check');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await check.getByLabel('Localidad').selectOption('Otra localidad');
    await check.getByRole('button', { name: 'Consultar cobertura' }).click();
    await expect(check.getByRole('status')).toContainText('Dejanos tu dirección y revisamos');
    await check.getByRole('button', { name: 'Consultar por mi domicilio' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Quiero que me contacten' }).getByLabel('Dirección'),
    ).toHaveValue('Belgrano 320');
  });

  test('without scripts the server answers the coverage form', async ({ request }) => {
    const html = await (await request.get('/?localidad=tolhuin&calle=Calle+falsa+1')).text();
    expect(html).toContain(
      'Tenemos servicio en Tolhuin; confirmamos tu dirección cuando nos dejes tus datos.',
    );
    expect(html).not.toContain('Llegamos');
    expect(html).toContain('value="Calle falsa 1"');
    // An empty field: the site's own message, and no answer about coverage.
    const empty = await (await request.get('/?localidad=Tolhuin&calle=')).text();
    expect(empty).toContain('Ingresá la calle y el número.');
    expect(empty).not.toContain('Tenemos servicio en');
  });

  test("an empty coverage field gets the site's Spanish message, not the browser's", async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/');
    const check = page.getByTestId('coverage-check');
    await check.getByRole('button', { name: 'Consultar cobertura' }).click();
    await expect(check.getByLabel('Localidad')).toHaveAccessibleDescription('Elegí tu localidad.');
    await expect(check.getByLabel('Calle y número')).toHaveAccessibleDescription(
      'Ingresá la calle y el número.',
    );
    await expect(check.getByTestId('coverage-answer')).toHaveCount(0);
    await checkA11y(page, 'home 390 with the coverage messages');
    await page.screenshot({ path: 'test-results/coverage-empty-390.png' });
  });

  test('the header keeps under 120 px on screen while scrolling, every entry within reach', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/');
    for (const id of [
      'side-menu-trigger',
      'header-phone',
      'header-cart',
      'header-mi-cuenta',
      'header-ayuda',
      'header-nosotros',
      'header-arrepentimiento',
      'service-tabs-narrow',
    ]) {
      await expect(page.getByTestId(id), id).toBeVisible();
    }
    // The free phone line is one line, never broken inside the number.
    const phone = await page.getByTestId('header-phone').boundingBox();
    expect(phone!.height).toBeLessThan(28);

    expect(await stickyHeaderBottom(page)).toBeLessThanOrEqual(120);
    // Scrolled: the menu, the cart and Mi cuenta stay; Telefonía, not among the narrow tabs, is in the menu.
    await expect(page.getByTestId('header-cart')).toBeInViewport();
    await expect(page.getByTestId('header-mi-cuenta')).toBeInViewport();
    await page.getByTestId('side-menu-trigger').click();
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('button', { name: 'Servicios' }).click();
    await expect(menu.getByRole('link', { name: 'Telefonía' })).toBeVisible();
    await checkA11y(page, 'home 390 scrolled, menu open');

    await login(page);
    await page.goto('/');
    await expect(page.getByTestId('header-tramites')).toBeVisible();
    expect(await stickyHeaderBottom(page)).toBeLessThanOrEqual(120);
  });

  test('the WhatsApp link covers neither the footer nor the open cart', async ({ page }) => {
    await page.goto('/');
    const float = page.getByTestId('whatsapp-float');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = (await float.boundingBox())!;
    const overlaps = await page.getByTestId('site-footer').evaluate((footer, f) => {
      return [...footer.querySelectorAll('a, button, p, li, h2')]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0)
        .filter((r) => r.left < f.x + f.width && r.right > f.x && r.top < f.y + f.height && r.bottom > f.y)
        .length;
    }, box);
    expect(overlaps).toBe(0);

    await page.getByTestId('header-cart').click();
    await expect(page.locator('#cart-panel')).toBeVisible();
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="whatsapp-float"]') ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBeNull();
  });
});

test.describe('in-between widths', () => {
  for (const width of [768, 1024]) {
    test(`${width} px: the brand bar is one row and nothing overflows`, async ({ page, checkA11y }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const brandBar = await page.getByTestId('header-mi-cuenta').evaluate((el) => {
        const bar = el.closest('ul')!.parentElement!.getBoundingClientRect();
        return bar.height;
      });
      expect(brandBar).toBeLessThan(80);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await stickyHeaderBottom(page)).toBeLessThanOrEqual(120);
      await checkA11y(page, `home ${width}`);
    });
  }
});
