import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEV_PUBLIC_API_KEY, expect, keepPopupsClosed, login, readMailbox, test } from '../support/fixtures';
import { pdfFile } from '../support/formalities';
import { staffLogin } from '../support/staff';

// Issue #30 end to end, on one server: a visitor's contact message, a customer's WiFi change and a Trámite with
// its PDFs reach the inbox; a member signs in with password and TOTP, assigns, answers and resolves; the customer
// reads the reply, the status and the deadline in Mis gestiones and gets one mail for each, never the internal
// note; Auditoría shows every step with before and after.

// A demo customer no other journey lists the requests of (the desk journey files claims for it, by number).
const CUSTOMER = { email: 'debito@example.com', password: 'Demo1234', number: 104904 };
const REPLY = 'Hola Carla, ya cambiamos la red de tu módem: reinicialo y conectate con el nombre nuevo.';
const NOTE = 'La clienta pidió el cambio por teléfono también: no volver a llamarla.';

test.use({ viewport: { width: 1280, height: 900 } });

async function customerHeaders(request: APIRequestContext) {
  const headers = { 'x-api-key': DEV_PUBLIC_API_KEY };
  const res = await request.post('/api/customer/login/', {
    headers,
    data: { username: CUSTOMER.email, password: CUSTOMER.password, company: 'uv' },
  });
  expect(res.status()).toBe(200);
  return { ...headers, authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

async function requestWifiChange(request: APIRequestContext, headers: Record<string, string>) {
  const base = `/api/customer/${CUSTOMER.number}/servicios`;
  const services = await request.get(`${base}/wifi/`, { headers });
  const [service] = ((await services.json()) as { services: { id: number }[] }).services;
  const res = await request.post(`${base}/${service!.id}/wifi/`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { ssid: 'Casa Benitez', password: 'clave-secreta-2026' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { number: string }).number;
}

/** Trámite 11 (change of holder) with the two DNI pages, as the Trámites form sends it. */
async function fileHolderChange(request: APIRequestContext, headers: Record<string, string>) {
  const form = new FormData();
  const fields = {
    type: '11',
    subscriber: '1',
    client_id: String(CUSTOMER.number),
    name: 'Carla Benítez',
    email: CUSTOMER.email,
    phone: '2901438899',
    dni: '31456789',
    birthdate: '1985-03-14',
    gender: 'Femenino',
    address: 'Gobernador Paz 455',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const name of ['dni-frente.pdf', 'dni-dorso.pdf']) {
    const file = await pdfFile(name);
    form.append('files', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), name);
  }
  const res = await request.post('/api/mensajes/company-code/2/', { headers, multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { Crmnumero: string }).Crmnumero;
}

/** The visitor's side: 'Quiero que me contacten' on /nosotros, with the real captcha. */
async function sendContactMessage(page: Page) {
  await page.goto('/nosotros');
  await page.getByRole('button', { name: 'Quiero que me contacten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quiero que me contacten' });
  await dialog.getByLabel('Nombre y apellido').fill('Rocío Vera');
  await dialog.getByLabel('Email').fill('rocio.vera@example.com');
  await dialog.getByLabel('Teléfono').fill('2901445566');
  await dialog.getByLabel('DNI').fill('33444555');
  await dialog.getByLabel('Dirección').fill('Maipú 1200');
  await dialog.getByLabel('Mensaje').fill('Quiero saber si llega la fibra a mi barrio.');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  const sent = page.getByRole('dialog', { name: 'Formulario enviado' });
  const info = await sent.getByTestId('form-sent-info').textContent({ timeout: 20_000 });
  return info!.match(/G-\d{4}-\d{6}/)![0];
}

async function findInInbox(page: Page, number: string, typeLabel: string) {
  await page.goto(`/gestion?q=${number}`);
  const row = page.getByTestId('inbox-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(typeLabel);
  await expect(row).toContainText('Nuevo');
  return row;
}

test('contact, WiFi change and a Trámite reach the desk; the customer follows the answer; all is audited', async ({
  page,
  browser,
  request,
  checkA11y,
}) => {
  const contact = await sendContactMessage(page);
  const headers = await customerHeaders(request);
  const wifi = await requestWifiChange(request, headers);
  const holder = await fileHolderChange(request, headers);

  await staffLogin(page);
  await findInInbox(page, contact, 'Contacto');
  const trámite = await findInInbox(page, holder, 'Cambio de titularidad');
  await trámite.getByRole('link', { name: holder }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Gestión ${holder}`);
  await expect(page.getByRole('button', { name: /dni-frente\.pdf/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /dni-dorso\.pdf/ })).toBeVisible();

  const change = await findInInbox(page, wifi, 'Cambio de red WiFi');
  await change.getByRole('link', { name: wifi }).click();
  await expect(page.getByText('Casa Benitez').first()).toBeVisible();
  await expect(page.getByText('clave-secreta-2026')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Asignada a' }).selectOption({ label: 'Ana Agente' });
  await expect(page.getByText('Asignada a: Ana Agente')).toBeVisible();
  await page.getByRole('textbox', { name: 'Respuesta al cliente' }).fill(REPLY);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByTestId('thread-respuesta')).toContainText(REPLY);
  await page.getByRole('radio', { name: 'Nota interna' }).check();
  await page.getByRole('textbox', { name: 'Nota interna' }).fill(NOTE);
  await page.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(page.getByTestId('thread-nota')).toContainText(NOTE);

  // The customer reads the reply and the deadline, never the note.
  const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await customerContext.newPage();
  await keepPopupsClosed(customer);
  await login(customer, CUSTOMER);
  await customer.goto(`/mi-cuenta/mis-gestiones?gestion=${wifi}`);
  const dialog = customer.getByRole('dialog', { name: `Gestión ${wifi}` });
  await expect(dialog.getByTestId('request-message').filter({ hasText: REPLY })).toContainText(
    'Respuesta de la empresa',
  );
  await expect(dialog.getByTestId('request-due')).toContainText(
    /Lo resolvemos antes del \d{2}\/\d{2}\/\d{4}/,
  );
  await expect(dialog).not.toContainText(NOTE);
  await checkA11y(customer, 'Mis gestiones with the reply at 390 px');

  await page.getByRole('combobox', { name: 'Estado' }).selectOption('resolved');
  await expect(page.locator('header').getByText('Resuelto')).toBeVisible();
  await customer.reload();
  await expect(
    customer.getByRole('dialog', { name: `Gestión ${wifi}` }).getByTestId('request-detail-status'),
  ).toContainText('Resuelto');
  await customerContext.close();

  // One mail for the reply and one for the status change; the note is never mailed.
  const mails = (await readMailbox(request)).filter(
    (mail) => mail.to === CUSTOMER.email && mail.subject.includes(wifi),
  );
  expect(mails.filter((mail) => mail.subject === `Respuesta a tu gestión ${wifi}`)).toHaveLength(1);
  expect(mails.filter((mail) => mail.subject === `Tu gestión ${wifi}: Resuelto`)).toHaveLength(1);
  expect(mails.find((mail) => mail.subject.startsWith('Respuesta'))?.text).toContain(REPLY);
  expect(mails.some((mail) => mail.text.includes(NOTE))).toBe(false);

  // Auditoría: every step on the request, with its state before and after.
  await page.goto('/gestion/auditoria');
  await page.getByLabel('Objeto (id)').fill(wifi);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const audit = page.getByRole('table', { name: 'Registro de auditoría' });
  await expect(audit.getByRole('row').filter({ hasText: 'Cambio de gestión' })).toHaveCount(2);
  await expect(audit.getByRole('row').filter({ hasText: 'Respuesta al cliente' })).toHaveCount(1);
  await expect(audit.getByRole('row').filter({ hasText: 'Nota interna' })).toHaveCount(1);
  await expect(audit).toContainText('Antes:');
  await expect(audit).toContainText('Después:');
  await checkA11y(page, 'Auditoría of one request');
});
