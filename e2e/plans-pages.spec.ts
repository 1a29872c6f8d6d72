import { test, expect } from './support/fixtures';

// Each service page with the plans of GET /api/rates/ (seeded demo catalogue), rendered on the server.
const PAGES = [
  { path: '/', heading: /Televisión, internet y telefonía/, price: '$ 22.500,00' },
  { path: '/internet', heading: 'Internet', price: '$ 52.900,00' },
  { path: '/clicktv', heading: 'Click TV', price: '$ 15.900,00' },
  { path: '/tv', heading: 'TV', price: '$ 24.900,00' },
  { path: '/telefonia', heading: 'Telefonía', price: '$ 12.900,00' },
];

// Intl writes a no-break space between the sign and the amount.
const inHtml = (price: string) => price.replace(' ', '\u00a0');

for (const { path, heading, price } of PAGES) {
  test(`${path} lists its plans with prices in the server HTML`, async ({ page, request, checkA11y }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain(inHtml(price));
    expect(html).toContain('Agregar al carrito');

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('plan-card').first()).toBeVisible();
    await checkA11y(page);
  });
}

test('the plans show promotions and add-ons, and telephony keeps its capabilities', async ({ page }) => {
  await page.goto('/internet');
  const card = page.getByTestId('plan-card').filter({ hasText: 'Internet 1000 Megas' });
  await expect(card.getByText('Promoción')).toBeVisible();
  await expect(card).toContainText('IP fija');
  await page.goto('/telefonia');
  for (const text of [
    'Llamadas locales',
    'Larga distancia nacional',
    'Larga distancia internacional',
    'Recepción de llamadas desde cualquier teléfono',
    'Llamada en espera',
    'Identificador de llamadas',
    'Desvío de llamadas',
  ]) {
    await expect(page.locator('main')).toContainText(text);
  }
});

for (const { path, title } of [
  { path: '/tv', title: 'Grilla de canales de TV' },
  { path: '/clicktv', title: 'Grilla de canales de Click TV' },
]) {
  test(`${path} opens its channel grid`, async ({ page, checkA11y }) => {
    await page.goto(path);
    await page.getByTestId('channel-grid-button').click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByTestId('channel-grid')).toContainText('TyC Sports');
    await checkA11y(page, `${path} channel grid`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
}

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('plan cards fit the screen without sideways scrolling', async ({ page, checkA11y }) => {
    await page.goto('/internet');
    await expect(page.getByTestId('plan-card').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkA11y(page);
  });
});
