import type { Page } from '@playwright/test';
import { expect, login, test } from '../support/fixtures';
import { staffLogin } from '../support/staff';

// The registrations queue (issue #31 §3) at 1280 px: a person registers on the public site, an admin approves
// the registration at /gestion/altas, and the person signs in with the password they chose and meets the first
// entry. A fresh email and DNI each run, so no other journey sees this person.

test.use({ viewport: { width: 1280, height: 900 } });

const PASSWORD = 'Elegida12';

/** The public registration's three steps, with only what each step requires. */
async function registerOnSite(page: Page, email: string, dni: string) {
  await page.goto('/');
  await page.getByTestId('header-mi-cuenta').click();
  const d = page.getByRole('dialog', { name: 'Mi Cuenta' });
  await d.getByRole('button', { name: 'Registrate' }).click();
  await d.getByLabel('Nombre').fill('Rocío');
  await d.getByLabel('Apellido').fill('Alta Web');
  await d.getByLabel('Género').selectOption('Femenino');
  await d.getByLabel('Fecha de nacimiento').fill('1991-03-14');
  await d.getByLabel('Celular').fill('2901445566');
  await d.getByLabel('DNI').fill(dni);
  await d.getByLabel('Email').fill(email);
  await d.getByLabel('Tipo de vivienda').selectOption('Casa');
  await d.getByLabel('Situación de la vivienda').selectOption('Inquilino');
  await d.getByRole('button', { name: 'Siguiente' }).click();
  await d.getByLabel('Calle').fill('Magallanes');
  await d.getByLabel('Número', { exact: true }).fill('1230');
  await d.getByRole('button', { name: 'Siguiente' }).click();
  await d.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await d.getByLabel('Repetir contraseña').fill(PASSWORD);
  await d.getByLabel('Acepto las bases y condiciones').check();
  await d.getByRole('button', { name: 'Registrarme' }).click();
  await expect(d.getByRole('heading', { name: '¡Registrado!' })).toBeVisible({ timeout: 20_000 });
  await d.getByRole('button', { name: 'Aceptar' }).click();
}

test('a registration approved at /gestion/altas signs in with the password the person chose', async ({
  page,
  checkA11y,
}) => {
  const stamp = Date.now();
  const email = `alta-${stamp}@example.com`;
  const dni = `4${String(stamp).slice(-7)}`;
  await registerOnSite(page, email, dni);

  await staffLogin(page);
  await page
    .getByRole('navigation', { name: 'Secciones de la gestión' })
    .getByRole('link', { name: 'Altas por la web' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Altas por la web' })).toBeVisible();
  const row = page.getByTestId('registration-row').filter({ hasText: email });
  await expect(row).toContainText(`DNI ${dni}`);
  await checkA11y(page, 'registrations queue');
  await row.getByRole('button', { name: /^Aprobar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Aprobar el registro' });
  await expect(dialog).toContainText('Creamos el cliente de Rocío Alta Web');
  await checkA11y(page, 'approve dialog');
  await dialog.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText(/Aprobamos el registro de Rocío Alta Web: es el cliente \d+\./)).toBeVisible();
  await expect(page.getByTestId('registration-row').filter({ hasText: email })).toHaveCount(0);

  // The person signs in with the password chosen at registration and meets the first-entry verification.
  await login(page, { email, password: PASSWORD });
  await expect(page.getByRole('dialog', { name: 'Verificación de primer ingreso' })).toBeVisible();
});
