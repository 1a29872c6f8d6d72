import { DEV_PUBLIC_API_KEY, expect, test } from '../support/fixtures';

// Issue #32 §2: the 'Información al cliente' page (Res. 733/2017), reached from the footer, reads whole without
// scripts on a desk and on a phone. Read-only.
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px the footer leads to every section, the index jumps and the phones are the company's`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const config = await request.get('/api/config/', { headers: { 'x-api-key': DEV_PUBLIC_API_KEY } });
      const { phone } = (await config.json()) as { phone: string };

      await page.goto('/');
      await page.getByTestId('site-footer').getByRole('link', { name: 'Información al cliente' }).click();
      await expect(page).toHaveURL(/\/informacion-al-cliente$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Información al cliente' })).toBeVisible();

      const index = page.getByRole('navigation', { name: 'En esta página' });
      await expect(index.getByRole('link')).toHaveCount(12);
      await index.getByRole('link', { name: 'Cómo hacer un reclamo' }).click();
      await expect(page).toHaveURL(/#reclamos$/);
      const deadlines = page.getByRole('table', { name: 'Plazos para resolver tu reclamo' });
      await expect(deadlines).toBeInViewport();
      await expect(deadlines).toContainText('3 días hábiles');
      await expect(deadlines).toContainText('5 días hábiles');
      await expect(deadlines).toContainText('10 días hábiles');

      const offices = page.getByRole('region', { name: 'Oficinas y teléfonos' });
      await expect(offices.locator(`a[href="tel:${phone.replace(/[^\d+]/g, '')}"]`)).toBeVisible();
      await expect(page.getByRole('region', { name: 'ENACOM' })).toContainText('0800-333-3344');
      await expect(page.getByTestId('add-on-prices').getByRole('listitem').first()).toContainText('por mes');
      await expect(
        page.getByRole('region', { name: 'Seguimiento de tu reclamo' }).getByRole('link'),
      ).toHaveAttribute('href', '/seguimiento');
      await expect(page.getByTestId('carta-poder')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });
  }
});

for (const viewport of VIEWPORTS) {
  test(`with scripts at ${viewport.width} px the page passes axe`, async ({ page, checkA11y }) => {
    await page.setViewportSize(viewport);
    await page.goto('/informacion-al-cliente');
    await expect(page.getByRole('heading', { level: 1, name: 'Información al cliente' })).toBeVisible();
    await checkA11y(page);
  });
}
