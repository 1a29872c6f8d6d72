import { expect, test } from '../support/fixtures';
import { staffLogin } from '../support/staff';

// Issue #31 §2 end to end: an admin changes the company's free line and a help article, and the public pages
// show them on the next load; a pop-up previewed at both widths and published shows on its target page (its
// sanitising on save is the API suite's: the sanitiser's child process is slow on a busy machine). It
// changes what every public page's footer shows, so it runs after the other journeys (company-2-after).

const PHONE = '0800-444-0999';
const ANSWER = 'Desenchufá la fuente del módem, contá hasta 30 y volvé a enchufarla.';
const PROMO = 'Cupones nuevos para clientes de fibra';

test.use({ viewport: { width: 1280, height: 900 }, showPopups: true });

test('an admin edits the company phone and a help article; the public pages show them', async ({
  page,
  checkA11y,
}) => {
  await staffLogin(page);
  await page.goto('/gestion/contenido/empresa');
  const phone = page.getByLabel('Línea gratuita (0800)');
  await expect(phone).toBeEditable();
  await phone.fill('555');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Escribí la línea gratuita como 0800-555-0826.')).toBeVisible();
  await checkA11y(page, 'datos de la empresa');
  await phone.fill(PHONE);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Guardamos los datos.')).toBeVisible();

  await page.goto('/gestion/contenido/ayuda');
  await page.getByRole('button', { name: 'Editar «¿Cómo reinicio el módem?»' }).click();
  await page.getByLabel('Respuesta (una línea en blanco separa los párrafos)').fill(ANSWER);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('textbox', { name: /Respuesta/ })).toHaveCount(0);
  await checkA11y(page, 'centro de ayuda (gestión)');

  await page.goto('/nosotros');
  await expect(page.locator('footer').getByRole('link', { name: PHONE })).toHaveAttribute(
    'href',
    'tel:08004440999',
  );
  await page.goto('/ayuda/centro-de-ayuda/internet');
  await page.getByText('¿Cómo reinicio el módem?', { exact: true }).click();
  await expect(page.getByText(ANSWER)).toBeVisible();
});

test('a pop-up previewed at 1280 and 390 px and published shows on its target page', async ({
  page,
  checkA11y,
}) => {
  await staffLogin(page);
  await page.goto('/gestion/contenido/popups');
  await page.getByRole('button', { name: 'Nuevo pop-up' }).click();
  await page.getByLabel('Mensaje (HTML)').fill(`<h2>${PROMO}</h2><p>Descuentos en comercios de Ushuaia.</p>`);
  for (const width of [1280, 390]) {
    await expect(page.getByTestId(`popup-preview-${width}`).getByText(PROMO)).toBeVisible();
  }
  await page.getByRole('checkbox', { name: 'Inicio (/)' }).uncheck();
  await page.getByRole('checkbox', { name: 'Cupones (/cupones)' }).check();
  await page.getByLabel('Último día').fill('2099-12-31');
  await checkA11y(page, 'nuevo pop-up');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('cell', { name: /Cupones nuevos para clientes de fibra/ })).toBeVisible();

  await page.goto('/cupones');
  const dialog = page.getByRole('dialog', { name: 'Novedades' });
  await expect(dialog.getByRole('heading', { name: PROMO })).toBeVisible();
});
