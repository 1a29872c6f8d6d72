import { expect, login, test } from '../support/fixtures';

// Main modal 8: service cancellation of a signed-in holder, with the request number in modal 2. A visitor gets
// the cancellation without an account instead (issue #32 §1, e2e/requests/cancellation-without-account.spec.ts).

test('a visitor choosing Baja de servicio gets the form without an account, not the login', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Baja de servicio' });
  // The footer is static HTML until the page hydrates: a click that lands before it is not heard, so click again,
  // unless the dialog came late (the page behind it is then inert and a click would wait for good).
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page
        .getByTestId('site-footer')
        .getByRole('button', { name: 'Baja de servicio' })
        .click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(dialog.getByLabel('Número de cliente')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Mi Cuenta' })).toHaveCount(0);
});

test.describe('as a logged-in customer', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('own data locked, reason required, request number in the confirmation', async ({
    page,
    checkA11y,
  }) => {
    await page.getByTestId('site-footer').getByRole('button', { name: 'Baja de servicio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Baja de servicio' });
    await expect(dialog).toBeVisible();
    const name = dialog.getByLabel('Nombre y apellido');
    await expect(name).toHaveValue(/\S/);
    expect(await name.inputValue()).toBe((await name.inputValue()).toLowerCase());
    await expect(dialog.getByLabel('Email')).toHaveValue('cliente@example.com');
    for (const label of ['Nombre y apellido', 'Email', 'DNI']) {
      await expect(dialog.getByLabel(label)).toHaveAttribute('readonly', '');
    }
    await expect(dialog.getByLabel('DNI')).toHaveValue(/^\d+$/);
    await checkA11y(page, 'main modal 8');

    const phone = dialog.getByLabel('Teléfono');
    const stored = await phone.inputValue();
    await phone.fill('');
    await phone.pressSequentially('29-01.4e+E');
    await expect(phone).toHaveValue('29014');
    await phone.fill(stored || '2901431234');

    const send = dialog.getByRole('button', { name: 'Solicitar la baja' });
    await dialog.getByLabel('Servicio').selectOption('Televisión');
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Motivo de la baja').fill('Me mudo fuera de la provincia.');
    await expect(send).toBeEnabled();
    await send.click();

    const sent = page.getByRole('dialog', { name: 'Formulario enviado' });
    await expect(sent).toBeVisible();
    await expect(sent.getByTestId('form-sent-info')).toHaveText(/^Número de gestión: \S+$/);
    await checkA11y(page, 'main modal 2 with the request number');
    await sent.getByRole('button', { name: 'Aceptar' }).click();
    await expect(sent).toBeHidden();
  });

  test('a server error closes the form, alerts and opens main modal 7', async ({ page, checkA11y }) => {
    await page.getByTestId('site-footer').getByRole('button', { name: 'Baja de servicio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Baja de servicio' });
    await expect(dialog.getByLabel('Email')).toHaveValue('cliente@example.com');
    await dialog.getByLabel('Servicio').selectOption('Internet');
    await dialog.getByLabel('Motivo de la baja').fill('Costos.');
    await page.route(
      '**/api/mensajes/company-code/*/',
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      { times: 1 },
    );
    await dialog.getByRole('button', { name: 'Solicitar la baja' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error.getByRole('alert')).toHaveText('Ocurrió un error');
    await expect(dialog).toBeHidden();
    await checkA11y(page, 'main modal 7');
  });
});
