import { expect, test } from '../support/fixtures';
import { staffLogin } from '../support/staff';

// Channel logos (issue #31 §1) at 1280 px: an admin uploads a channel's logo on /gestion/grillas and the public
// TV grid shows it as an image named after the channel. Named *.after: it changes the public grid other
// journeys open (on a channel none of them reads).

const CHANNEL = 'Quiero Música';
const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 32"><rect width="48" height="32" rx="4" fill="#1d4ed8"/>' +
    '<text x="24" y="21" font-size="12" text-anchor="middle" fill="#fff">QM</text></svg>',
);

test.use({ viewport: { width: 1280, height: 900 } });

test('an admin uploads a channel logo and the public grid shows it', async ({ page, checkA11y }) => {
  await staffLogin(page);
  await page
    .getByRole('navigation', { name: 'Secciones de la gestión' })
    .getByRole('link', { name: 'Grillas' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grillas de canales' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Grilla de canales de TV/ })).toBeVisible();
  await checkA11y(page, 'grillas');

  await page.getByRole('button', { name: `Logo de ${CHANNEL}` }).click();
  const dialog = page.getByRole('dialog', { name: `Logo de ${CHANNEL}` });
  await dialog.getByLabel(/Imagen \(PNG, WebP o SVG/).setInputFiles({
    name: 'quiero-musica.svg',
    mimeType: 'image/svg+xml',
    buffer: LOGO,
  });
  await checkA11y(page, 'logo dialog');
  await dialog.getByRole('button', { name: 'Subir imagen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table').getByRole('img', { name: CHANNEL })).toBeVisible();

  await page.goto('/tv');
  await page.getByTestId('channel-grid-button').click();
  const grid = page.getByRole('dialog').getByTestId('channel-grid');
  const logo = grid.getByRole('img', { name: CHANNEL });
  await expect(logo).toBeVisible();
  await logo.scrollIntoViewIfNeeded();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(logo).toHaveAttribute('src', /^\/api\/media\/[0-9a-f]{64}\.svg$/);
});
