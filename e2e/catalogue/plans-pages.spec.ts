import { test, expect } from '../support/fixtures';

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
  await expect(card.getByText('Promoción', { exact: true })).toBeVisible();
  // What the promotion means, the speeds, what is included, installation and term; no internal code.
  await expect(card.getByTestId('plan-promotion')).toHaveText(
    /^\$\s52\.900,00 hasta el \d{2}\/\d{2}\/\d{4}, después \$\s64\.900,00$/,
  );
  await expect(card.getByTestId('plan-speed')).toHaveText('1000 Mbps de bajada / 500 Mbps de subida');
  await expect(card).toContainText('Router Wi-Fi 6 en comodato');
  await expect(card).toContainText('Instalación sin cargo');
  await expect(card).toContainText('Permanencia mínima: 12 meses');
  await expect(card).not.toContainText('GPON 1000');
  await expect(card.getByRole('checkbox', { name: /IP fija/ })).toBeVisible();
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

test('the internet plans sit in balanced rows, with prices and buttons on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/internet');
  const cards = page.getByTestId('plan-card');
  await expect(cards).toHaveCount(4);
  const rows = new Map<number, number>();
  for (const box of await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))) {
    rows.set(Math.round(box), (rows.get(Math.round(box)) ?? 0) + 1);
  }
  // 4 in one row where the content is wide enough (about 1000 px), 2 + 2 otherwise: never 3 + 1.
  expect([...rows.values()].sort()).toEqual(rows.size === 1 ? [4] : [2, 2]);
  // Whether a piece of text stays on one line: 'Agregar al carrito', and a price with its 'por mes'.
  const lines = (selector: string, parent: boolean) =>
    page.locator(selector).evaluateAll(
      (els, up) =>
        els.map((el) => {
          const range = document.createRange();
          range.selectNodeContents(up ? el.parentElement! : el);
          // One line when every fragment overlaps every other vertically (fonts of two sizes share a line).
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          const oneLine = Math.max(...rects.map((r) => r.top)) < Math.min(...rects.map((r) => r.bottom));
          return oneLine ? 1 : 2;
        }),
      parent,
    );
  expect(await lines('[data-testid="plan-card"] button', false)).toEqual([1, 1, 1, 1]);
  expect(await lines('[data-testid="plan-price"]', true)).toEqual([1, 1, 1, 1]);
});

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
