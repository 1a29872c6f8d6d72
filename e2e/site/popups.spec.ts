import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { routeModulesLoaded } from '../support/hydration';

test.use({ showPopups: true });

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

function crafted(overrides: Record<string, unknown>) {
  return {
    id: 901,
    type: 1,
    active: true,
    datefrom: iso(-1),
    dateuntil: iso(1),
    message: '<p>Promo de prueba</p>',
    images: null,
    files: null,
    video_id: null,
    link: null,
    button_link_text: null,
    button_link_color: null,
    button_file_text: null,
    button_file_color: null,
    ...overrides,
  };
}

/** The home page reached by a navigation inside the app: its pop-ups then come from the browser's own call. */
async function navigateHome(page: Page) {
  await page.goto('/internet');
  await page.getByRole('heading', { level: 1 }).hover();
  await expect.poll(() => routeModulesLoaded(page)).toBe('object');
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
}

test('the seeded pop-up shows on its page only, before any script, and stays closed after closing it', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/internet');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Novedades' })).toHaveCount(0);

  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Novedades' });
  await expect(dialog).toBeVisible();
  // The server rendered it and an inline script opened it: the page still waits for the first interaction.
  expect(await routeModulesLoaded(page)).toBe('undefined');
  await expect(dialog.getByRole('heading', { name: /fibra óptica/ })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/internet');
  // The strict CSP ignores style attributes in the HTML: the button's colours come through the CSSOM.
  await expect(dialog.getByRole('link', { name: 'Ver planes' })).not.toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );
  await expect(page.getByRole('button', { name: 'Cerrar' })).toBeFocused();
  await checkA11y(page, 'home with pop-up');

  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: 'Novedades' })).toHaveCount(0);
  expect(await routeModulesLoaded(page)).toBe('undefined');
  await page
    .getByRole('link', { name: /Internet/ })
    .first()
    .hover();
  await expect.poll(() => routeModulesLoaded(page)).toBe('object');
  await expect(page.getByRole('dialog', { name: 'Novedades' })).toHaveCount(0);
});

test('Escape or a press beside the pop-up closes it, and the page behind does not scroll while it is open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Novedades' });
  await expect(dialog).toBeVisible();
  await page.mouse.wheel(0, 600);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(dialog).toBeVisible();
  await page.mouse.click(8, 8);
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(dialog).toHaveCount(0);
});

test('the login asked for in the address opens over the home page, and its pop-up shows once it closes', async ({
  page,
}) => {
  await page.goto('/?login=1');
  const login = page.getByRole('dialog', { name: 'Mi Cuenta' });
  await expect(login).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Novedades' })).toHaveCount(0);
  await login.getByLabel('Email').fill('cliente@example.com');
  await expect(login.getByLabel('Email')).toHaveValue('cliente@example.com');
  await page.keyboard.press('Escape');
  await expect(login).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Novedades' })).toBeVisible();
});

test('a pop-up outside its dates does not show', async ({ page }) => {
  await page.route('**/api/custom-modals/**', (route) =>
    route.fulfill({ json: [crafted({ datefrom: iso(-10), dateuntil: iso(-2) })] }),
  );
  await navigateHome(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: 'Novedades' })).toHaveCount(0);
});

test('script and event handlers in a message never run; broken parts degrade', async ({ page }) => {
  await page.route('**/api/custom-modals/**', (route) =>
    route.fulfill({
      json: [
        crafted({ datefrom: 'no es una fecha', message: '<p>Fechas rotas</p>' }),
        crafted({ id: 902, type: 77 }),
        crafted({
          id: 903,
          message:
            '<h2>Oferta</h2><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">' +
            '<a href="javascript:window.__xss = 3">malo</a><p onmouseover="window.__xss = 4">Texto</p>',
          images: { image: '/no-existe.png' },
          video_id: 'dQw4w9WgXcQ',
          link: 'javascript:alert(1)',
          button_link_text: 'No debería ser un botón',
          files: { image: '/documentos/resumen-contrato-de-servicio.pdf' },
          button_file_text: 'Bases',
          button_file_color: '#ffe066',
        }),
      ],
    }),
  );
  await navigateHome(page);
  const dialog = page.getByRole('dialog', { name: 'Novedades' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Oferta' })).toBeVisible();
  await expect(dialog.getByText('Fechas rotas')).toHaveCount(0);
  await dialog.getByText('Texto').hover();
  await dialog.getByText('malo').click();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(dialog.locator('script, [onerror], [onmouseover]')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'No debería ser un botón' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: /Ver video/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  );
  await expect(dialog.getByRole('link', { name: 'Bases' })).toHaveCSS('color', 'rgb(0, 0, 0)');
});

test('a long message shows the scroll hint until the end is reached', async ({ page }) => {
  const paragraphs = Array.from({ length: 30 }, (_, i) => `<p>Detalle de la promoción número ${i + 1}.</p>`);
  await page.route('**/api/custom-modals/**', (route) =>
    route.fulfill({ json: [crafted({ message: `<h2>Bases</h2>${paragraphs.join('')}` })] }),
  );
  await page.setViewportSize({ width: 390, height: 700 });
  await navigateHome(page);
  const dialog = page.getByRole('dialog', { name: 'Novedades' });
  await expect(dialog.getByText('Deslizá para ver más')).toBeVisible();
  await dialog.getByRole('region', { name: 'Contenido de la novedad' }).evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await expect(dialog.getByText('Deslizá para ver más')).toBeHidden();
});

test('a pop-up that arrives while the login is open waits until it closes', async ({ page }) => {
  // Hold the pop-up answer until the person has opened the login, as on a slow connection.
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/custom-modals/**', async (route) => {
    await answered;
    await route.fulfill({ json: [crafted({ message: '<p>Llegó tarde</p>' })] });
  });
  await navigateHome(page);
  await page.getByTestId('header-mi-cuenta').click();
  const login = page.getByRole('dialog', { name: 'Mi Cuenta' });
  await expect(login).toBeVisible();
  release();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: 'Novedades' })).toHaveCount(0);
  await login.getByLabel('Email').fill('cliente@example.com');
  await expect(login.getByLabel('Email')).toHaveValue('cliente@example.com');

  await page.keyboard.press('Escape');
  await expect(login).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Novedades' })).toContainText('Llegó tarde');
});
