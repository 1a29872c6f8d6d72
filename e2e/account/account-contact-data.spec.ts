import type { Locator, Page } from '@playwright/test';
import { DEMO_CLIENT, expect, login, readEmailedCode, test, type DemoUser } from '../support/fixtures';

// Its own seeded login (apps/api/src/dev/seed/people.ts): the password change ends its other sessions, and other
// files sign in as cliente@example.com in parallel.
const DATA_USER: DemoUser = { email: 'datos@example.com', password: 'Demo1234' };

// Long journeys: several sign-ins (argon2), a mailed code and an axe pass per step.
test.slow();

/** Issue #28 §3.5: each shown number has its buttons beside it (to its right, on its line), not above it. */
async function expectButtonsBesideNumbers(phones: Locator) {
  for (let i = 0; i < (await phones.count()); i += 1) {
    const number = await phones
      .nth(i)
      .getByText(/^\(\d+\) \d+$/)
      .boundingBox();
    const modify = await phones
      .nth(i)
      .getByRole('button', { name: /Modificar/ })
      .boundingBox();
    const remove = await phones
      .nth(i)
      .getByRole('button', { name: /Eliminar/ })
      .boundingBox();
    if (!number || !modify || !remove) throw new Error('a phone or its buttons are not shown');
    const middle = number.y + number.height / 2;
    expect(middle).toBeGreaterThanOrEqual(Math.min(modify.y, remove.y));
    expect(middle).toBeLessThanOrEqual(Math.max(modify.y + modify.height, remove.y + remove.height));
    expect(Math.min(modify.x, remove.x)).toBeGreaterThanOrEqual(number.x + number.width);
  }
}

/** At two phones, Agregar is disabled and says why; a save leaves only its own note. */
async function expectLimitReached(dialog: Locator) {
  const add = dialog.getByRole('button', { name: 'Agregar teléfono' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Ya tenés dos teléfonos: para agregar otro, eliminá uno.');
  await expect(dialog.getByText('No podés tener más de dos números')).toHaveCount(0);
}

async function openContactData(page: Page) {
  await page.goto('/mi-cuenta/mis-servicios?editar=datos');
  const dialog = page.getByRole('dialog', { name: 'Mis datos de contacto' });
  await expect(dialog.getByRole('group', { name: 'Teléfonos' })).toBeVisible();
  return dialog;
}

test('contact data at 1280 px: edit a phone, replace the other, and a third is refused', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, DEMO_CLIENT);
  const dialog = await openContactData(page);
  const phones = dialog.getByTestId('phone-entry');
  await expect(phones).toHaveCount(2);
  await expect(phones.nth(0)).toContainText('(2901) 421234');
  await checkA11y(page, 'contact data editor');

  await phones
    .nth(0)
    .getByRole('button', { name: /Modificar/ })
    .click();
  await phones.nth(0).getByLabel('Número').fill('421299');
  await phones
    .nth(1)
    .getByRole('button', { name: /Eliminar/ })
    .click();
  await expect(phones.nth(1)).toContainText('eliminado');
  await dialog.getByRole('button', { name: 'Agregar teléfono' }).click();
  await phones.nth(2).getByLabel('Característica').fill('2964');
  await phones.nth(2).getByLabel('Número').fill('441122');
  await expect(phones.nth(2)).toContainText('Río Grande');
  await checkA11y(page, 'contact data editor while editing');
  await page.screenshot({ path: 'test-results/contact-data-1280.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Tus datos se guardaron.' })).toBeVisible();
  await expect(phones).toHaveCount(2);
  await expect(phones.nth(0)).toContainText('(2901) 421299');
  await expect(phones.nth(1)).toContainText('(2964) 441122');
  await expectLimitReached(dialog);
  await expectButtonsBesideNumbers(phones);
  await page.screenshot({ path: 'test-results/contact-data-saved-1280.png', fullPage: true });

  // Saved on the server: a reload shows the same phones.
  await page.reload();
  await expect(
    page.getByRole('dialog', { name: 'Mis datos de contacto' }).getByTestId('phone-entry').nth(1),
  ).toContainText('(2964) 441122');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/mi-cuenta\/mis-servicios$/);
});

test('contact data at 390 px: add a phone, change the login email and the password, sign in with both', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DATA_USER);
  const dialog = await openContactData(page);
  const phones = dialog.getByTestId('phone-entry');
  await expect(phones).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Agregar teléfono' }).click();
  await phones.nth(1).getByLabel('Número').fill('151234');
  await expect(
    phones.nth(1).getByText('El número debe tener entre 5 y 10 números, sin el 0 ni el 15.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  await phones.nth(1).getByLabel('Número').fill('551234');
  await expectLimitReached(dialog);
  await checkA11y(page, 'contact data editor at 390 px');
  await page.screenshot({ path: 'test-results/contact-data-390.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Tus datos se guardaron.' })).toBeVisible();
  await expectLimitReached(dialog);
  await expectButtonsBesideNumbers(phones);
  await page.screenshot({ path: 'test-results/contact-data-saved-390.png', fullPage: true });

  const newEmail = 'julieta.rios@example.com';
  await dialog.getByRole('button', { name: 'Cambiar email de acceso' }).click();
  await dialog.getByLabel('Nuevo email de acceso').fill(newEmail);
  await dialog.getByLabel('Tu contraseña actual').fill(DATA_USER.password);
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  const code = await readEmailedCode(request, newEmail);
  await dialog.getByLabel('Código').fill(code);
  await checkA11y(page, 'login email code step');
  await dialog.getByRole('button', { name: 'Confirmar email' }).click();
  await expect(dialog.getByText(`Tu email de acceso ahora es ${newEmail}.`)).toBeVisible();

  await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const form = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await form.getByLabel('Contraseña actual').fill(DATA_USER.password);
  await form.getByLabel('Nueva contraseña').fill('nueva12');
  await expect(form.locator('[data-rule="uppercase"]')).toHaveAttribute('data-ok', 'false');
  await expect(form.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  await form.getByLabel('Nueva contraseña').fill('Nueva123');
  await form.getByLabel('Repetir contraseña').fill('Nueva123');
  await expect(form.locator('[data-ok="true"]')).toHaveCount(3);
  await checkA11y(page, 'password change');
  await page.screenshot({ path: 'test-results/password-change-390.png', fullPage: true });
  await form.getByRole('button', { name: 'Confirmar' }).click();

  const done = page.getByRole('dialog', { name: 'Contraseña actualizada' });
  await expect(done.getByText('Tu contraseña se cambió correctamente.')).toBeVisible();
  await checkA11y(page, 'password changed (account modal 3)');
  await done.getByRole('button', { name: 'Ir a Mis servicios' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta\/mis-servicios$/);
  // This device stays signed in with the fresh token: the account still loads its data.
  await expect(page.getByTestId('account-summary')).toContainText('Julieta Ríos');

  await page.getByTestId('header-logout').click();
  await login(page, { email: newEmail, password: 'Nueva123' });
  await expect(page.getByTestId('account-summary')).toContainText('104702');
});
