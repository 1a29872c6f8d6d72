import { test, expect } from '../support/fixtures';

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
  await expect(page).toHaveTitle('TV e Internet en Tierra del Fuego');
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

// Visible telephony wording: the product name, the fixed line and number portability.
const TELEPHONY_TEXT = /telefon[ií]a|l[ií]nea (fija|telef[oó]nica)|tel[eé]fono fijo|portabilidad/i;

const INFO_PAGES = [
  { path: '/ayuda/centro-de-ayuda/internet', title: 'Centro de ayuda: Internet' },
  { path: '/ayuda/centro-de-ayuda/television', title: 'Centro de ayuda: Televisión' },
  { path: '/ayuda/centro-de-ayuda/general', title: 'Centro de ayuda: General' },
  { path: '/ayuda/medios-de-pago', title: 'Medios de pago' },
  { path: '/terminos-y-condiciones', title: 'Términos y condiciones' },
  { path: '/nosotros/rse', title: 'Responsabilidad social empresaria' },
  { path: '/nosotros/trabaja-con-nosotros', title: 'Trabajá con nosotros' },
  { path: '/nosotros', title: 'Nosotros' },
  { path: '/informacion-al-cliente', title: 'Información al cliente' },
];

for (const { path, title } of INFO_PAGES) {
  test(`${path} shows no telephony and passes axe`, async ({ page, checkA11y }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | TV e Internet en Tierra del Fuego`);
    await expect(page.getByRole('link', { name: /Telefonía|Multiplay/ })).toHaveCount(0);
    // Header, page and footer: everything a visitor can read.
    await expect(page.locator('body')).not.toContainText(TELEPHONY_TEXT);
    await checkA11y(page);
  });
}

test('the help centre has no Multiplay tab and its search never answers about telephony', async ({
  page,
}) => {
  await page.goto('/ayuda/centro-de-ayuda/general');
  const sections = page.getByRole('navigation', { name: 'Secciones del centro de ayuda' });
  await expect(sections.getByRole('link')).toHaveText(['Internet', 'Televisión', 'General']);
  const search = page.getByRole('searchbox', { name: 'Buscá tu consulta' });
  // The matches of every section, grouped (one container).
  const answers = page.getByTestId('help-results');
  for (const section of ['general', 'television', 'internet']) {
    await page.goto(`/ayuda/centro-de-ayuda/${section}`);
    for (const words of ['telefonía', 'telefonia fija', 'línea', 'portabilidad', 'tono', 'multiplay']) {
      await search.fill(words);
      await expect(page.getByText(/\d+ preguntas? para «/)).toContainText(`«${words}»`);
      // Closed answers count too: toContainText reads the whole text of the list.
      if ((await answers.count()) > 0) await expect(answers).not.toContainText(TELEPHONY_TEXT);
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-side help search finds no telephony answer either', async ({ page }) => {
    await page.goto('/ayuda/centro-de-ayuda/general?q=telefonia');
    await expect(page.getByText('0 preguntas para «telefonia»')).toBeVisible();
    await expect(page.getByTestId('help-results')).toHaveCount(0);
  });
});
