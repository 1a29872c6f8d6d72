import type { Page } from '@playwright/test';
import {
  DEMO_NEW,
  expect,
  login,
  readEmailedCode,
  readMailbox,
  test,
  type DemoUser,
} from '../support/fixtures';

// Its own seeded login (apps/api/src/dev/seed/people.ts) walks the whole wizard; nuevo@example.com stays
// pending for the journeys that need a pending login, and only looks at step 1 here.
const FIRST_ENTRY_USER: DemoUser = { email: 'primer@example.com', password: 'Demo1234' };
const NEW_PASSWORD = 'Verificada1';

// Long journey: two sign-ins (argon2), a mailed code and an axe pass per step.
test.slow();

const wizard = (page: Page) => page.getByRole('dialog', { name: 'Verificación de primer ingreso' });

test('the first-entry wizard end to end at 1280 px: code, phones and birth date, password, sign in again', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, FIRST_ENTRY_USER);
  const dialog = wizard(page);
  await expect(dialog.getByRole('heading', { name: 'Verificá tu email' })).toBeVisible();
  await expect(dialog).toContainText('p****r@example.com');
  await checkA11y(page, 'first entry, step 1');

  // Step 1: the code mailed to the login's address.
  const lastId = (await readMailbox(request))[0]?.id ?? 0;
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  const code = await readEmailedCode(request, FIRST_ENTRY_USER.email, lastId);
  const codeField = dialog.getByLabel('¿Cuál es el código que recibiste?');
  await codeField.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('El código ingresado es incorrecto.')).toBeVisible();
  await codeField.fill(code);
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  // Step 2: the phone tab first; the birth date is unknown, so it has its own tab, and Continuar needs it.
  await expect(dialog.getByRole('heading', { name: 'Revisá tus datos de contacto' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Teléfonos' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByTestId('phone-entry')).toHaveCount(1);
  await checkA11y(page, 'first entry, step 2');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Cargá tu fecha de nacimiento para continuar.');
  await dialog.getByRole('tab', { name: 'Fecha de nacimiento' }).click();
  // Filled but not saved: Continuar saves what is on screen (issue #28 §3.1).
  await dialog.getByRole('textbox', { name: 'Fecha de nacimiento' }).fill('1992-07-15');
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  // Step 3: the new password with the three ticks; Confirmar waits for every rule.
  await expect(dialog.getByRole('heading', { name: 'Elegí tu contraseña' })).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirmar' });
  await dialog.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Repet/).fill(NEW_PASSWORD);
  await expect(confirm).toBeEnabled();
  await checkA11y(page, 'first entry, step 3');
  await confirm.click();

  // Step 4: done; the session ends and the login is offered again.
  await expect(dialog.getByRole('heading', { name: '¡Listo! Verificaste tu cuenta' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Ir al login' }).click();
  await expect(page.getByTestId('header-mi-cuenta')).toBeVisible();
  await login(page, { ...FIRST_ENTRY_USER, password: NEW_PASSWORD });
  await expect(wizard(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Mis servicios', level: 1 })).toBeVisible();
});

test("the wizard's Continuar at 390 px saves a filled birth date nobody saved", async ({
  page,
  request,
  checkA11y,
}) => {
  const user: DemoUser = { email: 'primer2@example.com', password: 'Demo1234' };
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, user);
  const dialog = wizard(page);
  const lastId = (await readMailbox(request))[0]?.id ?? 0;
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  const code = await readEmailedCode(request, user.email, lastId);
  await dialog.getByLabel('¿Cuál es el código que recibiste?').fill(code);
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  await expect(dialog.getByRole('heading', { name: 'Revisá tus datos de contacto' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Fecha de nacimiento' }).click();
  await dialog.getByRole('textbox', { name: 'Fecha de nacimiento' }).fill('1990-03-08');
  await checkA11y(page, 'first entry, step 2 at 390 px');
  await page.screenshot({ path: 'test-results/first-entry-step-2-390.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByRole('heading', { name: 'Elegí tu contraseña' })).toBeVisible();
  await expect(dialog.getByText('Cargá tu fecha de nacimiento para continuar.')).toHaveCount(0);
});

test('a pending login at 390 px sees only the wizard, and the page behind it once closed', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO_NEW);
  const dialog = wizard(page);
  await expect(dialog.getByRole('button', { name: 'Enviar código' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'No tengo acceso a ese email' })).toBeVisible();
  await checkA11y(page, 'first entry at 390 px');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('heading', { name: 'Verificá tu cuenta' })).toBeVisible();
  await expect(page.getByText('Primero tenés que completar la verificación de tu cuenta.')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar la verificación' }).click();
  await expect(wizard(page)).toBeVisible();
});
