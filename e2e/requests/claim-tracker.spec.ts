import type { APIRequestContext } from '@playwright/test';
import { DEV_PUBLIC_API_KEY, DEMO_CLIENT, expect, test } from '../support/fixtures';

// Issue #32 §3: anyone with a request's number and the holder's DNI follows it at /seguimiento, before and
// without the page's scripts. Read-only: it tracks a seeded request of the demo customer (DNI on the record).
const HOLDER_DNI = '30123456';

async function seededRequestNumber(request: APIRequestContext): Promise<string> {
  const headers = { 'x-api-key': DEV_PUBLIC_API_KEY };
  const login = await request.post('/api/customer/login/', {
    headers,
    data: { username: DEMO_CLIENT.email, password: DEMO_CLIENT.password, company: 'uv' },
  });
  const { token } = (await login.json()) as { token: string };
  const list = await request.get('/api/customer/104523/gestiones/', {
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  const { requests } = (await list.json()) as { requests: { number: string }[] };
  return requests[0]!.number;
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('the form answers with the request, a miss and a field error, keeping what was typed', async ({
    page,
    request,
  }) => {
    const number = await seededRequestNumber(request);
    await page.goto('/seguimiento');
    await page.getByLabel('Número de gestión').fill(number.toLowerCase());
    await page.getByLabel('DNI o CUIT').fill(HOLDER_DNI);
    await page.getByRole('button', { name: 'Consultar' }).click();
    const card = page.getByTestId('tracked-request');
    await expect(card.getByRole('heading', { name: `Gestión ${number}` })).toBeVisible();
    await expect(card.getByTestId('tracked-request-due')).toContainText(
      /(Lo resolvemos antes del|Venció el) \d{2}\/\d{2}\/\d{4}/,
    );

    await page.getByLabel('DNI o CUIT').fill('29999888');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect(page.getByText('No encontramos una gestión con ese número y ese DNI o CUIT.')).toBeVisible();
    await expect(page.getByTestId('tracked-request')).toHaveCount(0);
    await expect(page.getByLabel('DNI o CUIT')).toHaveValue('29999888');

    await page.getByLabel('Número de gestión').fill('123');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect(page.getByText('Revisá el número de gestión: tiene la forma G-2026-000123.')).toBeVisible();
    await expect(page.getByLabel('Número de gestión')).toHaveValue('123');
  });
});

test('with scripts at 390 px the same lookup answers in place, accessibly', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const number = await seededRequestNumber(request);
  await page.goto('/seguimiento');
  await page.getByLabel('Número de gestión').fill(number);
  await page.getByLabel('DNI o CUIT').fill(HOLDER_DNI);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(
    page.getByTestId('tracked-request').getByRole('heading', { name: `Gestión ${number}` }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y(page);
});

test('a page post from another site is refused, and a post answer is never cached', async ({
  request,
  baseURL,
}) => {
  const form = { numero: 'G-2026-000001', dni: HOLDER_DNI };
  const foreign = await request.post('/seguimiento', { headers: { origin: 'https://otro.example' }, form });
  // React Router refuses an action whose Origin is not the page's own (400) before it runs.
  expect(foreign.status()).toBe(400);
  const own = await request.post('/seguimiento', { headers: { origin: new URL(baseURL!).origin }, form });
  expect(own.status()).toBe(200);
  expect(own.headers()['cache-control']).toBe('no-store');
});
