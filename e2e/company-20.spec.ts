import { test, expect } from './support/fixtures';

// Runs against the server started with COMPANY_CODE=20, the variant without telephony.
test('no Telefonía in the header, the narrow bar or the side menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('service-tabs').getByRole('link', { name: 'Telefonía' })).toHaveCount(0);
  await page.getByTestId('side-menu-trigger').click();
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await menu.getByRole('button', { name: 'Servicios' }).click();
  await expect(menu.getByRole('link', { name: 'Internet' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Telefonía' })).toHaveCount(0);
});

test('the home page offers no telephony', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main')).not.toContainText('Telefonía');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('telefonía');
});

for (const path of ['/telefonia', '/ayuda/centro-de-ayuda/multiplay']) {
  test(`a visitor on ${path} is sent to the home page`, async ({ page, request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([301, 302, 303, 307, 308]).toContain(response.status());
    expect(response.headers().location).toBe('/');
    await page.goto(path);
    await expect(page).toHaveURL('/');
  });
}

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the narrow bar has no Telefonía either', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByTestId('service-tabs-narrow').getByRole('link', { name: 'Telefonía' }),
    ).toHaveCount(0);
  });
});

test('no telephony plans on any service page, and the plans still render', async ({ page, request }) => {
  for (const path of ['/', '/internet', '/clicktv', '/tv']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('Telefonía fija');
    expect(html, path).not.toContain('TEL BASICA');
  }
  await page.goto('/internet');
  await expect(page.getByTestId('plan-card').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Telefonía');
});
