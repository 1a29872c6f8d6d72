import { test, expect } from '../support/fixtures';

test.describe('design system and brand', () => {
  test('the production server has no /dev/ui page', async ({ request }) => {
    for (const path of ['/dev/ui', '/dev/ui/']) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain('Sistema de diseño');
    }
  });

  test('the head links the icons and a manifest named after the company', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/favicon.ico', '/apple-touch-icon.png', '/manifest.webmanifest']);
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.short_name).toBe('Portal');
    for (const icon of [
      ...manifest.icons.map((i: { src: string }) => i.src),
      '/favicon.ico',
      '/apple-touch-icon.png',
    ]) {
      expect((await request.get(icon)).status(), icon).toBe(200);
    }
  });

  test('a service page uses the width, with its decorative drawing', async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/internet');
    const drawing = page.getByTestId('illustration-internet');
    await expect(drawing).toHaveAttribute('aria-hidden', 'true');
    const hero = await page.locator('article').first().boundingBox();
    expect(hero!.width).toBeGreaterThan(1000);
    await checkA11y(page);
  });
});
