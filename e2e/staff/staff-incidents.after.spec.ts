import { expect, test } from '../support/fixtures';
import { staffLogin } from '../support/staff';

// Outage notices (issue #31 §5): a member above agente publishes an incident at /gestion, every public page
// shows its banner naming the locality, and once it is closed the banner goes. It changes every public page,
// so it runs after the other journeys (company-2-after).

const HEADLINE = 'Corte de Internet en Río Grande';

test.use({ viewport: { width: 1280, height: 900 } });

test('an incident published at /gestion shows on the home page until it is closed', async ({
  page,
  checkA11y,
}) => {
  await staffLogin(page);
  await page.goto('/gestion/incidentes');
  await expect(page.getByRole('heading', { level: 1, name: 'Incidentes' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo incidente' }).click();
  const form = page.getByRole('form', { name: 'Nuevo incidente' });
  await form.getByRole('checkbox', { name: 'Río Grande' }).check();
  await form
    .getByRole('textbox', { name: /^Texto para el sitio/ })
    .fill('El viento dejó sin energía un nodo. Estamos trabajando para normalizarlo.');
  await expect(form).toContainText(`El aviso dice: ${HEADLINE}.`);
  await checkA11y(page, 'incident form');
  await form.getByRole('button', { name: 'Publicar el incidente' }).click();
  const close = page.getByRole('button', { name: `Cerrar: ${HEADLINE}` });
  await expect(close).toBeVisible();
  await checkA11y(page, 'incidents list');

  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Avisos de cortes de servicio' });
  await expect(banner).toContainText(`${HEADLINE}. El viento dejó sin energía un nodo.`);
  await checkA11y(page, 'home with the outage banner');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(banner).toBeVisible();
  const box = await banner.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/gestion/incidentes');
  await page.getByRole('button', { name: `Cerrar: ${HEADLINE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cerrar el incidente' });
  await dialog.getByRole('button', { name: 'Cerrar el incidente' }).click();
  await expect(page.getByText('Cerramos el incidente: ya no se muestra en el sitio.')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Avisos de cortes de servicio' })).toHaveCount(0);
});
