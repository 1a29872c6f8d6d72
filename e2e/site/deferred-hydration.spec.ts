import { expect, test } from '../support/fixtures';
import { routeModulesLoaded } from '../support/hydration';
import { pressAddToCart } from '../support/plans';

// ADR 0075: a static public page runs no script of the app until the visitor first interacts with it.

for (const width of [1280, 390]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width > 400 ? 800 : 844 } });

    test('the internet page waits for the first interaction, and its first click still counts', async ({
      page,
      checkA11y,
    }) => {
      const appRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/__manifest|\/api\//.test(request.url())) appRequests.push(request.url());
      });
      await page.goto('/internet');
      await expect(page.getByRole('heading', { level: 1, name: 'Internet' })).toBeVisible();
      // A second of an untouched page: the route modules never ran, nothing asked the API.
      await page.waitForTimeout(1_000);
      expect(await routeModulesLoaded(page)).toBe('undefined');
      expect(appRequests).toEqual([]);
      // Its inline scripts ran as modules once the parse ended, not in the middle of it (ADR 0079).
      expect(await page.locator('script:not([src]):not([type])').count()).toBe(0);
      expect(await page.locator('script[type="module"]:not([src])').count()).toBeGreaterThan(2);
      await checkA11y(page, 'internet before any interaction');

      // The first press loads the scripts; the click it made is held and replayed once React listens.
      await pressAddToCart(page, 'Internet 100 Megas');
      await expect(page.getByText('Añadido al carrito').first()).toBeVisible();
      await expect(page.getByTestId('header-cart')).toContainText('1');
      expect(await routeModulesLoaded(page)).toBe('object');
    });
  });
}

test.describe('with the HTTP cache on', () => {
  // No request of this test is routed: Playwright turns the browser's cache off for a page with routes.
  test('the scripts are fetched ahead but not compiled, and the first interaction takes them from the cache', async ({
    page,
  }) => {
    // The browser's own record says where each script came from (ADR 0076).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts: { url: string; cached: boolean }[] = [];
    const pending = new Set<string>();
    let finished = 0;
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (!/\/assets\/[^/]+\.js$/.test(response.url)) return;
      // Chrome names the prefetch cache, or the disk cache while Playwright records a trace.
      scripts.push({ url: response.url, cached: !!(response.fromPrefetchCache || response.fromDiskCache) });
      pending.add(requestId);
    });
    cdp.on('Network.loadingFinished', ({ requestId }) => {
      if (pending.delete(requestId)) finished += 1;
    });
    await page.goto('/internet');
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    // Added by the trigger once the page has loaded, one per task, from the list in the head (ADR 0077).
    const listed = JSON.parse((await page.locator('#portal-deferred-modules').textContent()) ?? '[]');
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(listed.length);
    const prefetched = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(prefetched.length).toBeGreaterThan(3);
    // Every prefetch has fully arrived (and is in the cache) before the visitor moves.
    await expect.poll(() => finished).toBe(prefetched.length);
    expect(scripts.map((script) => script.url).sort()).toEqual([...prefetched].sort());
    // None of them shared the connection with the page before it had loaded.
    const startedBeforeLoad = await page.evaluate(() => {
      const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventStart;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name) && entry.startTime < load)
        .map((entry) => entry.name);
    });
    expect(startedBeforeLoad).toEqual([]);
    expect(await routeModulesLoaded(page)).toBe('undefined');

    scripts.length = 0;
    await page.mouse.move(20, 20);
    await expect.poll(() => routeModulesLoaded(page)).toBe('object');
    // Every module the page ran was one of the prefetched files, served from the cache, not fetched again.
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((script) => !script.cached)).toEqual([]);
    expect(scripts.every((script) => prefetched.includes(script.url))).toBe(true);
  });
});

test("the header's Mi cuenta pressed before the scripts arrive opens the login", async ({ page }) => {
  await page.goto('/internet');
  expect(await routeModulesLoaded(page)).toBe('undefined');
  // Playwright presses the middle of the button, its icon: an SVG element.
  await page.getByTestId('header-mi-cuenta').click();
  await expect(page.getByRole('dialog', { name: 'Mi Cuenta' })).toBeVisible();
});

test('what is typed before the scripts arrive reaches the help search', async ({ page }) => {
  await page.goto('/ayuda/centro-de-ayuda/general');
  expect(await routeModulesLoaded(page)).toBe('undefined');
  // Typed at once: the focus starts the scripts, the letters land before React listens.
  await page.getByRole('searchbox', { name: 'Buscá tu consulta' }).fill('mudo');
  const results = page.getByTestId('help-results');
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Buscá tu consulta' })).toHaveValue('mudo');
});

test('a visitor with a cart gets the scripts at once', async ({ page }) => {
  await page.goto('/internet');
  await pressAddToCart(page, 'Internet 100 Megas');
  await expect(page.getByTestId('header-cart')).toContainText('1');

  // The stored cart shows in the header of the next page without anyone touching it.
  await page.goto('/tv');
  await expect(page.getByTestId('header-cart')).toContainText('1');
  expect(await routeModulesLoaded(page)).toBe('object');
});
