import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

// The seeded customer 104523 (apps/api/src/dev/seed/people.ts).
const CUSTOMER = { name: 'Martina Fernández', nro: '104523', dni: '30123456' };

async function openRecoverUser(page: Page) {
  await page.goto('/');
  await page.getByTestId('header-mi-cuenta').click();
  const d = page.getByRole('dialog', { name: 'Mi Cuenta' });
  await d.getByRole('button', { name: 'RECUPERAR EMAIL' }).click();
  await expect(d.getByRole('heading', { name: 'Recuperar email' })).toBeFocused();
  return d;
}

test('recover user: found, then an assistance request', async ({ page, checkA11y }) => {
  const d = await openRecoverUser(page);
  await checkA11y(page, 'recover user form');
  await d.getByRole('button', { name: 'Continuar' }).click();
  await expect(d.getByText('Este campo es obligatorio.').first()).toBeVisible();

  const nro = d.getByLabel('Número de cliente');
  await nro.press('e');
  await nro.press('-');
  await expect(nro).toHaveValue('');
  await d.getByLabel('Nombre y apellido').fill(CUSTOMER.name);
  await nro.fill(CUSTOMER.nro);
  await d.getByLabel('Número de documento').fill(CUSTOMER.dni);
  await d.getByRole('button', { name: 'Continuar' }).click();

  await expect(d.getByRole('heading', { name: 'Usuario encontrado' })).toBeVisible({ timeout: 20_000 });
  await expect(d.getByTestId('recovered-email')).toContainText('@example.com');
  await expect(d.getByRole('button', { name: 'contactanos' })).toBeVisible();
  await expect(d.getByRole('button', { name: 'Login' })).toBeVisible();
  await checkA11y(page, 'recover user found');

  await d.getByRole('button', { name: 'solicitar asistencia' }).click();
  await expect(d.getByText('Pronto nos vamos a comunicar con vos para brindarte asistencia.')).toBeVisible();
  await d.getByRole('button', { name: 'Aceptar' }).click();
  await expect(d.getByRole('button', { name: 'Ingresar' })).toBeVisible();
});

test('recover user: not found, Volver keeps the data; the close icon goes back, then closes', async ({
  page,
  checkA11y,
}) => {
  const d = await openRecoverUser(page);
  await d.getByLabel('Nombre y apellido').fill('Nadie Registrado');
  await d.getByLabel('Número de cliente').fill('999999');
  await d.getByLabel('Número de documento').fill('11222333');
  await d.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    d.getByText('Los valores ingresados no corresponden con ningún usuario registrado.'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    d.getByText('Por favor, intentá de nuevo o ponete en contacto con el servicio de atención al cliente.'),
  ).toBeVisible();
  await checkA11y(page, 'recover user not found');
  await d.getByRole('button', { name: 'Volver' }).click();
  await expect(d.getByLabel('Nombre y apellido')).toHaveValue('Nadie Registrado');

  // The close icon returns a sub-view to signIn, and closes the modal from signIn.
  await d.getByRole('button', { name: 'Cerrar' }).click();
  await expect(d.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await d.getByRole('button', { name: 'Cerrar' }).click();
  await expect(d).toHaveCount(0);
});

test('recover password: an unknown email is said under the field', async ({ page, checkA11y }) => {
  await page.goto('/');
  await page.getByTestId('header-mi-cuenta').click();
  const d = page.getByRole('dialog', { name: 'Mi Cuenta' });
  await d.getByRole('button', { name: 'RECUPERAR CONTRASEÑA' }).click();
  await checkA11y(page, 'recover password');
  await d.getByLabel('Email').fill('no-existe@example.com');
  await d.getByRole('button', { name: 'Continuar' }).click();
  await expect(d.getByText('El mail ingresado no existe')).toBeVisible({ timeout: 20_000 });
  await expect(d.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});
