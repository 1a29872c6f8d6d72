import type { APIRequestContext } from '@playwright/test';
import { expect, test, DEV_PUBLIC_API_KEY } from '../support/fixtures';
import { staffLogin } from '../support/staff';

// The requests desk (issue #30 §2) at 1280 px: a member above agente signs in with password and TOTP, finds a
// customer's claim in the inbox, assigns it, answers the customer, adds an internal note and resolves it.

// A demo customer no other journey lists the requests of (its automatic debit is what the debit journey asserts).
const CUSTOMER = { email: 'debito@example.com', password: 'Demo1234', number: 104904 };

test.use({ viewport: { width: 1280, height: 900 } });

/** Files a claim as the customer, through the API (the account's claim screen has its own journey). */
async function fileClaim(request: APIRequestContext): Promise<string> {
  const headers = { 'X-Api-Key': DEV_PUBLIC_API_KEY };
  const login = await request.post('/api/customer/login/', {
    headers,
    data: { username: CUSTOMER.email, password: CUSTOMER.password, company: 'uv' },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const claim = await request.post(`/api/customer/${CUSTOMER.number}/gestiones/`, {
    headers: { ...headers, Authorization: `Bearer ${token}` },
    data: { reason: 'Sin servicio de Internet', details: 'Sin conexión desde ayer a la tarde.' },
  });
  expect(claim.status()).toBe(201);
  return ((await claim.json()) as { number: string }).number;
}

test('a supervisor finds a claim, assigns it, answers, notes and resolves it', async ({
  page,
  checkA11y,
}) => {
  await staffLogin(page);
  const number = await fileClaim(page.request);

  // The inbox: filters travel in the URL.
  await expect(page.getByRole('heading', { level: 1, name: 'Gestiones' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Reclamo' });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(number);
  await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`type=52.*q=${number}`));
  const rows = page.getByTestId('inbox-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Nuevo');
  await checkA11y(page, 'inbox');

  // The request.
  await rows.first().getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Gestión ${number}`);
  await expect(page.getByTestId('due-date')).toContainText(/Vence el \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByText('Sin conexión desde ayer a la tarde.', { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Asignada a' }).selectOption({ label: 'Ana Agente' });
  await expect(page.getByText('Asignada a: Ana Agente')).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Respuesta al cliente' })
    .fill('Hola, ya revisamos tu línea desde la central.');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Respuesta enviada al cliente.')).toBeVisible();
  await expect(page.getByTestId('thread-respuesta')).toContainText(
    'Hola, ya revisamos tu línea desde la central.',
  );

  await page.getByRole('radio', { name: 'Nota interna' }).check();
  await page
    .getByRole('textbox', { name: 'Nota interna' })
    .fill('El nodo de la zona tuvo un corte: lo avisó Técnica.');
  await page.getByRole('button', { name: 'Guardar nota' }).click();
  const note = page.getByTestId('thread-nota');
  await expect(note).toContainText('Nota interna — el cliente no la ve');
  await expect(note).toContainText('El nodo de la zona tuvo un corte');
  await checkA11y(page, 'request view');
  // The customer panel's tables stay inside the desk's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  await page.getByRole('combobox', { name: 'Estado' }).selectOption('resolved');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('resolved');
  await expect(page.locator('header').getByText('Resuelto')).toBeVisible();

  // Back in the inbox, the same filter shows it resolved.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`q=${number}`));
  await expect(page.getByTestId('inbox-row').first()).toContainText('Resuelto');
});
