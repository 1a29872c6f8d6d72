import { expect, test } from '../support/fixtures';

test('registration through its four steps, with the map working without tiles', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByTestId('header-mi-cuenta').click();
  const d = page.getByRole('dialog', { name: 'Mi Cuenta' });
  await d.getByRole('button', { name: 'Registrate' }).click();
  await expect(d.getByRole('heading', { name: 'Tus datos personales' })).toBeFocused();
  await checkA11y(page, 'register step 1');

  // Step 1: nothing filled stops on the first field with Spanish errors.
  await d.getByRole('button', { name: 'Siguiente' }).click();
  await expect(d.getByLabel('Nombre')).toBeFocused();
  await expect(d.getByText('Este campo es obligatorio.').first()).toBeVisible();

  const birth = d.getByLabel('Fecha de nacimiento');
  const max = await birth.getAttribute('max');
  const today = new Date();
  expect(Number(max?.slice(0, 4))).toBe(today.getFullYear() - 18);
  await d.getByLabel('Nombre').fill('Julieta');
  await d.getByLabel('Apellido').fill('Pereyra');
  await d.getByLabel('Género').selectOption('Femenino');
  await birth.fill(`${today.getFullYear() - 10}-05-10`);
  await d.getByLabel('Celular').fill('2901445566');
  await d.getByLabel('DNI').fill('40111222');
  await d.getByLabel('Email').fill(`registro-${Date.now()}@example.com`);
  await d.getByLabel('Tipo de vivienda').selectOption('Casa');
  await d.getByLabel('Situación de la vivienda').selectOption('Inquilino');
  await d.getByRole('button', { name: 'Siguiente' }).click();
  await expect(d.getByText('Tenés que ser mayor de 18 años.', { exact: true }).last()).toBeVisible();
  await birth.fill('1990-05-10');
  await d.getByRole('button', { name: 'Siguiente' }).click();

  // Step 2: address and the position; tiles cannot load here, so the fallback note shows.
  await expect(d.getByRole('heading', { name: 'Tu domicilio' })).toBeFocused();
  await d.getByLabel('Calle').fill('Magallanes');
  await d.getByLabel('Número', { exact: true }).fill('1230');
  await expect(d.getByTestId('map-fallback')).toBeVisible({ timeout: 15_000 });
  const lat = d.getByLabel('Latitud');
  await expect(lat).toHaveValue('-53.7877');
  await d.getByRole('button', { name: 'Mover al norte' }).click();
  await expect(lat).toHaveValue('-53.7867');
  await d.getByRole('button', { name: 'Cerrar sugerencia' }).first().click();
  await expect(d.getByRole('button', { name: 'Cerrar sugerencia' })).toHaveCount(1);
  await checkA11y(page, 'register step 2');
  await d.getByRole('button', { name: 'Volver al paso anterior' }).click();
  await expect(d.getByLabel('Nombre')).toHaveValue('Julieta');
  await d.getByRole('button', { name: 'Siguiente' }).click();
  await expect(d.getByLabel('Calle')).toHaveValue('Magallanes');
  await d.getByRole('button', { name: 'Siguiente' }).click();

  // Step 3: extras, password rules and the terms.
  await expect(d.getByRole('heading', { name: 'Últimos datos' })).toBeFocused();
  await d.getByLabel('¿Cómo nos conociste?').selectOption('Redes sociales');
  await d.getByLabel('¿Qué servicio de internet tenías antes?').selectOption('Internet satelital');
  await d.getByLabel('Contraseña', { exact: true }).fill('Segura12');
  await d.getByLabel('Repetir contraseña').fill('Segura12');
  await expect(d.locator('[data-rule][data-ok="true"]')).toHaveCount(3);
  await d.getByRole('button', { name: 'Registrarme' }).click();
  await expect(d.getByText('Tenés que aceptar las bases y condiciones.')).toBeVisible();
  await d.getByLabel('Acepto las bases y condiciones').check();
  await checkA11y(page, 'register step 3');
  await d.getByRole('button', { name: 'Registrarme' }).click();

  await expect(d.getByRole('heading', { name: '¡Registrado!' })).toBeVisible({ timeout: 20_000 });
  await checkA11y(page, 'register done');
  await d.getByRole('button', { name: 'Aceptar' }).click();
  await expect(d.getByRole('button', { name: 'Ingresar' })).toBeVisible();
});
