import { test, expect } from '../support/fixtures';

const publicRoutes = [
  '/',
  '/clicktv',
  '/tv',
  '/internet',
  '/telefonia',
  '/nosotros',
  '/nosotros/rse',
  '/nosotros/trabaja-con-nosotros',
  '/ayuda/centro-de-ayuda/television',
  '/ayuda/centro-de-ayuda/multiplay',
  '/ayuda/centro-de-ayuda/general',
  '/ayuda/medios-de-pago',
  '/terminos-y-condiciones',
  '/cupones',
];

test.describe('every public route', () => {
  for (const path of publicRoutes) {
    test(`${path} arrives as complete HTML and passes axe`, async ({ page, request, checkA11y }) => {
      // The server-rendered HTML already holds the page title and the shell, before any script runs.
      const html = await (await request.get(path)).text();
      expect(html).toContain('<h1');
      expect(html).toContain('data-testid="site-header"');
      expect(html).toContain('data-testid="site-footer"');

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkA11y(page);
    });
  }

  test('an unknown path answers a Spanish 404 page', async ({ page, checkA11y }) => {
    const response = await page.goto('/no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText(/no (existe|encontramos)/i);
    await checkA11y(page);
  });
});

test.describe('header', () => {
  test('service tabs navigate and mark the active tab with its index', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByTestId('service-tabs');
    for (const [label, path, index] of [
      ['Click TV', '/clicktv', '1'],
      ['TV', '/tv', '2'],
      ['Internet', '/internet', '3'],
      ['Telefonía', '/telefonia', '4'],
      ['Inicio', '/', '0'],
    ] as const) {
      await tabs.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      const active = tabs.locator('[aria-current="page"]');
      await expect(active).toHaveAttribute('data-tab-index', index);
    }
  });

  test('shows the free phone line, the WhatsApp link and data from the database', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('header-phone')).toContainText('0800');
    await expect(page.getByTestId('whatsapp-float')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
    await expect(page.getByTestId('footer-address')).toContainText('San Martín');
    await expect(page.getByTestId('test-badge')).toHaveCount(0);
  });

  test('icon buttons go where the spec says and Mi cuenta opens the login for visitors', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/');
    await page.getByTestId('header-ayuda').click();
    await expect(page).toHaveURL('/ayuda/centro-de-ayuda/television');
    await page.getByTestId('header-nosotros').click();
    await expect(page).toHaveURL('/nosotros');
    await expect(page.getByTestId('header-tramites')).toHaveCount(0);

    const miCuenta = page.getByTestId('header-mi-cuenta');
    await miCuenta.click();
    const dialog = page.getByRole('dialog', { name: 'Mi Cuenta' });
    await expect(dialog).toBeVisible();
    // Modals block page scroll while open and give focus back when they close.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await checkA11y(page, 'login modal');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(miCuenta).toBeFocused();
  });

  test('Contratanos toggles the cart panel and the regret button opens its modal', async ({ page }) => {
    await page.goto('/');
    const cart = page.getByTestId('header-cart');
    await cart.click();
    await expect(cart).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('cart-panel')).toContainText('No existen productos en el carrito');
    // While open the panel is modal (the header behind is inert): its close button shuts it.
    await page.getByRole('button', { name: 'Cerrar Mis compras' }).click();
    await expect(cart).toHaveAttribute('aria-expanded', 'false');

    await page.getByTestId('header-arrepentimiento').click();
    await expect(page.getByRole('dialog', { name: 'Botón de arrepentimiento' })).toBeVisible();
  });

  test('account pages send visitors to the home page with the login open', async ({ page }) => {
    await page.goto('/mi-cuenta/mis-servicios');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('dialog', { name: 'Mi Cuenta' })).toBeVisible();
  });
});

test.describe('side menu', () => {
  test('opens on hover, reaches the third level and navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('side-menu-trigger').hover();
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Ayuda' }).hover();
    await menu.getByRole('button', { name: 'Centro de ayuda' }).hover();
    await expect(menu.locator('[data-level="3"]')).toBeVisible();
    await menu.getByRole('link', { name: 'General' }).click();
    await expect(page).toHaveURL('/ayuda/centro-de-ayuda/general');
  });

  test('works from the keyboard, Contacto opens main modal 3 and Mi Cuenta opens login', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByTestId('side-menu-trigger');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.click();
    await menu.getByRole('button', { name: 'Nosotros' }).click();
    await menu.getByRole('link', { name: 'Contacto' }).click();
    await expect(page.getByRole('dialog', { name: 'Quiero que me contacten' })).toBeVisible();
    await page.keyboard.press('Escape');

    await trigger.click();
    await menu.getByRole('button', { name: 'Mi Cuenta' }).click();
    await menu.getByRole('link', { name: 'Mis servicios' }).click();
    await expect(page.getByRole('dialog', { name: 'Mi Cuenta' })).toBeVisible();
    // Cupones needs a logged-in customer with coupons.
    await page.keyboard.press('Escape');
    await trigger.click();
    await expect(menu.getByRole('link', { name: 'Cupones' })).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('every footer link reaches a real page', async ({ page, request }) => {
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    const hrefs = await footer
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/nosotros/rse',
        '/nosotros/trabaja-con-nosotros',
        '/ayuda/centro-de-ayuda/television',
        '/ayuda/medios-de-pago',
        '/terminos-y-condiciones',
        '/nosotros',
        '/mi-cuenta',
        '/ayuda/centro-de-ayuda/general',
        '/informacion-al-cliente',
      ]),
    );
    // Cupones shows only to a customer with coupons (e2e/account/account-coupons.spec.ts).
    expect(hrefs).not.toContain('/cupones');
    for (const href of new Set(hrefs)) {
      if (href.startsWith('/mi-cuenta')) continue; // client-rendered; covered above
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      if (href.endsWith('.pdf')) expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const network of ['facebook', 'x', 'instagram', 'youtube']) {
      await expect(page.getByTestId(`social-${network}`)).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(page.getByTestId('data-fiscal')).toHaveAttribute('href', /^https:\/\//);
    await expect(footer).toContainText('Lunes a viernes de 9 a 14 h');
    await expect(footer).toContainText('Sábados de 10 a 13 h');
  });

  test('Denuncias clandestinas opens modal 6 and Baja de servicio needs no account', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    await footer.getByRole('button', { name: 'Denuncias clandestinas' }).click();
    await expect(page.getByRole('dialog', { name: 'Denuncia de conexiones clandestinas' })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await footer.getByRole('button', { name: 'Baja de servicio' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Baja de servicio' }).getByLabel('DNI o CUIT del titular'),
    ).toBeVisible();
  });
});

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('icons hide, the second bar has no Telefonía and nothing overflows', async ({ page, checkA11y }) => {
    await page.goto('/');
    await expect(page.getByTestId('service-tabs-narrow')).toBeVisible();
    await expect(
      page.getByTestId('service-tabs-narrow').getByRole('link', { name: 'Telefonía' }),
    ).toHaveCount(0);
    await expect(page.getByTestId('header-ayuda').locator('svg')).toBeHidden();
    await expect(page.getByTestId('header-ayuda')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkA11y(page);
  });
});

test('pages and assets travel compressed, hashed assets are cached for good', async ({ request }) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  const html = await (await request.get('/', { headers: { 'accept-encoding': 'identity' } })).text();
  // The framework chunk: files under 1 KB (the tiny entry, say) are not worth compressing and travel as they are.
  const script = /\/assets\/framework-[^"]+\.js/.exec(html)?.[0];
  expect(script).toBeDefined();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the first paint waits for no stylesheet; a client navigation still styles the next page', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  // Route CSS is inline (ADR 0005); the links stay for hydration but are disabled, scripts come last.
  expect(html).toMatch(/<style nonce="[^"]+" data-href="\/assets\/root-[^"]+\.css">/);
  expect(html).not.toMatch(/<link (?![^>]*disabled)[^>]*rel="stylesheet"/);
  // Script hints: modulepreload, or the list prefetched after load where the page waits for the first
  // interaction (ADR 0077).
  const firstScriptHint = html.search(
    /rel="modulepreload" href="\/assets\/[^"]+\.js"|"portal-deferred-modules"/,
  );
  expect(firstScriptHint).toBeGreaterThan(html.lastIndexOf('rel="stylesheet"'));

  const stylesheetRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheetRequests.push(sent.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.locator('body')).toHaveCSS('margin-top', '0px');
  expect(stylesheetRequests.filter((url) => /\/assets\/root-/.test(url))).toEqual([]);

  await page.getByRole('link', { name: 'Internet', exact: true }).first().click();
  await expect(page).toHaveURL(/\/internet$/);
  // The service page's own stylesheet (not on the home page) arrives by client navigation and applies.
  await expect(page.locator('main ul').first()).toHaveCSS('display', 'grid');
  expect(errors).toEqual([]);
});
