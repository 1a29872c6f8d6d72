import { expect, test } from '../support/fixtures';
import { staffLogin } from '../support/staff';

// The catalogue (issue #31 §1) at 1280 px: an admin changes a plan's price at /gestion/catalogo and the next
// load of /internet shows it (the save purges the public rates' cache). It changes what /internet shows, so it
// runs after the other journeys (*.after.spec.ts). GPON 600 has no subscribers: no date or notice is asked.
const PLAN = 'GPON 600';

test.use({ viewport: { width: 1280, height: 900 } });

test('an admin changes a plan price and the next load of /internet shows it', async ({ page, checkA11y }) => {
  await staffLogin(page);
  await page
    .getByRole('navigation', { name: 'Secciones de la gestión' })
    .getByRole('link', { name: 'Catálogo' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Planes de Gpon' })).toBeVisible();
  await checkA11y(page, 'catalogue');

  await page.getByRole('button', { name: `Editar ${PLAN}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Editar ${PLAN}` });
  await dialog.getByRole('textbox', { name: 'Precio mensual (en pesos)' }).fill('45678,90');
  await checkA11y(page, 'plan dialog');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Guardamos ${PLAN}. El sitio ya muestra los cambios.`)).toBeVisible();

  await page.goto('/internet');
  await expect(page.getByTestId('plan-card').filter({ hasText: 'Internet 600 Megas' })).toContainText(
    '45.678,90',
  );
});
