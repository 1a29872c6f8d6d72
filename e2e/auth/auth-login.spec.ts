import {
  DEMO_CLIENT,
  DEMO_NEW,
  expect,
  login,
  readEmailedCode,
  readMailbox,
  test,
} from '../support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import type { DemoUser } from '../support/fixtures';

// Tests here sign in as the demo logins one after another. The password reset works on nuevo@example.com,
// which no other file signs in as: a reset ends every session of its login (ADR 0036), and the journeys of
// other files run in parallel as cliente@example.com.
test.describe.configure({ mode: 'serial' });

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Mi Cuenta' });

async function openLogin(page: Page) {
  await page.goto('/');
  await page.getByTestId('header-mi-cuenta').click();
  await expect(dialog(page)).toBeVisible();
}

/** Password recovery through the UI: email, emailed code, new password; ends on the success step. */
async function resetPasswordTo(page: Page, request: APIRequestContext, user: DemoUser, password: string) {
  const lastId = (await readMailbox(request))[0]?.id ?? 0;
  await openLogin(page);
  const d = dialog(page);
  await d.getByRole('button', { name: 'RECUPERAR CONTRASEÑA' }).click();
  await expect(d.getByRole('heading', { name: 'Recuperar Contraseña' })).toBeFocused();
  await d.getByLabel('Email').fill(user.email);
  await d.getByRole('button', { name: 'Continuar' }).click();
  await expect(d.getByRole('heading', { name: '¿Cuál es el código que recibiste?' })).toBeVisible({
    timeout: 20_000,
  });
  const code = await readEmailedCode(request, user.email, lastId);
  const continuar = d.getByRole('button', { name: 'Continuar' });
  await d.getByLabel('Código').fill(code.slice(0, 5));
  await expect(continuar).toBeDisabled();
  await d.getByLabel('Código').fill(code);
  await continuar.click();

  const confirmar = d.getByRole('button', { name: 'Confirmar' });
  await d.getByLabel('Nueva contraseña').fill(password);
  await expect(confirmar).toBeDisabled();
  await d.getByLabel('Repetir contraseña').fill(password);
  await expect(d.locator('[data-rule][data-ok="true"]')).toHaveCount(3);
  await confirmar.click();
  await expect(d.getByText('Tu contraseña se restableció correctamente.')).toBeVisible();
}

test('signs in with the demo login, switches header and menu, and signs out', async ({ page, checkA11y }) => {
  await openLogin(page);
  const d = dialog(page);
  const ingresar = d.getByRole('button', { name: 'Ingresar' });
  await expect(ingresar).toBeDisabled();
  await checkA11y(page, 'sign-in view');
  await d.getByLabel('Email').fill(DEMO_CLIENT.email);
  await d.getByLabel('Contraseña').fill(DEMO_CLIENT.password);
  await ingresar.click();

  await expect(page).toHaveURL('/mi-cuenta/mis-servicios');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByTestId('account-summary')).toContainText('Martina Fernández');
  // The CONECTADO record is the active customer.
  await expect(page.getByTestId('account-summary')).toContainText('104523');
  await expect(page.getByTestId('header-tramites')).toBeVisible();
  const stored = await page.evaluate(() => ({
    auth: localStorage.getItem('2_auth'),
    token: localStorage.getItem('2_token'),
    client: JSON.parse(localStorage.getItem('2_client') ?? 'null') as { clientenro: number } | null,
    list: JSON.parse(localStorage.getItem('2_list') ?? '[]') as unknown[],
    firstEntry: localStorage.getItem('2_firstEntry'),
  }));
  expect(stored.auth).toBe('true');
  expect(stored.token).toBeTruthy();
  expect(stored.client?.clientenro).toBe(104523);
  expect(stored.list).toHaveLength(2);
  expect(stored.firstEntry).toBe('0');
  await checkA11y(page, 'account after login');

  // 'Cerrar sesión' also ends the token on the server (ADR 0036).
  const ended = page.waitForResponse((r) => r.url().endsWith('/api/customer/logout/'));
  await page.getByTestId('header-logout').click();
  expect((await ended).status()).toBe(204);
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('header-tramites')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('2_token'))).toBeNull();
  await page.getByTestId('header-mi-cuenta').click();
  await expect(dialog(page)).toBeVisible();
});

test('a login with the first-entry verification pending sees the wizard and why its data is not shown', async ({
  page,
  checkA11y,
}) => {
  await login(page, DEMO_NEW);
  const wizard = page.getByRole('dialog', { name: 'Verificación de primer ingreso' });
  await expect(wizard.getByRole('heading', { name: 'Verificá tu email' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByText('Primero tenés que completar la verificación de tu cuenta.')).toBeVisible();
  await checkA11y(page, 'first entry pending');
  await page.getByTestId('header-logout').click();
  await expect(page).toHaveURL('/');
});

test('a wrong password shows the spec message; Enter needs more than one character each', async ({
  page,
}) => {
  await openLogin(page);
  const d = dialog(page);
  let loginCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/customer/login/')) loginCalls += 1;
  });
  await d.getByLabel('Email').fill('a');
  await d.getByLabel('Contraseña').fill('b');
  await expect(d.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  await d.getByLabel('Contraseña').press('Enter');
  // No fixed wait: had this Enter sent a login, the count below would be 2 once the second one is answered.
  expect(loginCalls).toBe(0);

  await d.getByLabel('Email').fill(DEMO_CLIENT.email);
  await d.getByLabel('Contraseña').fill('Incorrecta1');
  await d.getByLabel('Contraseña').press('Enter');
  await expect(d.getByRole('alert')).toHaveText('Los datos ingresados son incorrectos');
  expect(loginCalls).toBe(1);
  await expect(page).toHaveURL('/');
});

test('an expired session opens modal 9, clears the session and offers the login', async ({ page }) => {
  // The account's calls (data and coupon count) must be answered before the token is spoilt: a call still to
  // come would take the spoilt token, get its 401 and clear the session before the reload.
  const dataClient = page.waitForResponse((r) => /^\/api\/customer\/\d+\/$/.test(new URL(r.url()).pathname));
  const coupons = page.waitForResponse((r) =>
    /^\/api\/customer\/\d+\/cupones\/$/.test(new URL(r.url()).pathname),
  );
  await login(page);
  await Promise.all([dataClient, coupons]);
  await page.evaluate(() => localStorage.setItem('2_token', 'token-vencido'));
  await page.reload();
  const expired = page.getByRole('dialog', { name: 'Sesión expirada' });
  await expect(expired).toContainText('Tu sesión ha expirado, por favor iniciá sesión de nuevo.');
  expect(await page.evaluate(() => localStorage.getItem('2_token'))).toBeNull();
  await expect(page.getByTestId('header-logout')).toHaveCount(0);
  await expired.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(dialog(page)).toBeVisible();
});

test('password reset with the emailed code, then sign in with the new password', async ({
  page,
  request,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  await resetPasswordTo(page, request, DEMO_NEW, 'Cambiada77');
  await checkA11y(page, 'password reset success');
  const d = dialog(page);
  await d.getByRole('button', { name: 'Ir al login' }).click();
  await d.getByLabel('Email').fill(DEMO_NEW.email);
  await d.getByLabel('Contraseña').fill('Cambiada77');
  await d.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL('/mi-cuenta/mis-servicios');
  // nuevo@ still has its first-entry verification pending: the wizard opens over the account.
  await page
    .getByRole('dialog', { name: 'Verificación de primer ingreso' })
    .getByRole('button', { name: 'Cerrar' })
    .click();
  await page.getByTestId('header-logout').click();

  // Put the demo password back for anything that runs after this file.
  await resetPasswordTo(page, request, DEMO_NEW, DEMO_NEW.password);
  await login(page, DEMO_NEW);
});
