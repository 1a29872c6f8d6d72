import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, login, readMailbox, test, DEMO_CLIENT, DEV_PUBLIC_API_KEY } from '../support/fixtures';
import { pdfFile } from '../support/formalities';
import { staffApiToken } from '../support/staff';

// The customer's side of the requests desk (issue #30 §3): a member answers a request in public and asks the
// customer for something; the customer sees the reply, the class and the deadline in Mis gestiones, answers with
// a PDF, and the request is 'En curso' again. Each width files its own claim, so the two never share a request.

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
/** A public reply that also moves the request to 'waiting_customer', sent twice with one key as a retry would. */
async function replyAndWait(request: APIRequestContext, token: string, number: string, text: string) {
  const headers = { 'x-api-key': DEV_PUBLIC_API_KEY, authorization: `Bearer ${token}` };
  const detail = await request.get(`/api/admin/gestiones/${number}/detalle/`, { headers });
  expect(detail.status()).toBe(200);
  const { version } = (await detail.json()) as { version: number };
  const data = { kind: 'respuesta', text, version, status: 'waiting_customer' };
  const key = randomUUID();
  for (let send = 0; send < 2; send += 1) {
    const reply = await request.post(`/api/admin/gestiones/${number}/mensajes/`, {
      headers: { ...headers, 'idempotency-key': key },
      data,
    });
    expect(reply.status(), await reply.text()).toBe(201);
  }
}

test.describe.configure({ mode: 'serial' });

let staffToken = '';
test.beforeAll(async ({ request, baseURL }) => {
  staffToken = await staffApiToken(request, baseURL);
});

for (const viewport of WIDTHS) {
  test(`the customer reads the reply and the deadline and answers with a PDF at ${viewport.width} px`, async ({
    page,
    request,
    checkA11y,
  }) => {
    await page.setViewportSize(viewport);
    await login(page);
    await page.goto('/mi-cuenta/mis-gestiones');
    await page.getByRole('button', { name: 'Solicitar asistencia' }).click();
    const claim = page.getByRole('dialog', { name: 'Solicitar asistencia' });
    await claim.getByLabel('Motivo', { exact: true }).selectOption('Sin servicio de Internet');
    await claim.getByLabel('Detalle').fill(`El módem tiene una luz roja (${viewport.width})`);
    await claim.getByRole('button', { name: 'Enviar' }).click();
    const filed = page.getByRole('dialog', { name: 'Reclamo enviado' });
    const number = (await filed.getByTestId('claim-number').textContent())?.match(/G-\d{4}-\d{6}/)?.[0];
    expect(number).toBeTruthy();
    await filed.getByRole('button', { name: 'Aceptar' }).click();

    const reply = `Hola, ¿nos mandás una foto de las luces del módem? (gestión ${number})`;
    const mailsBefore = (await readMailbox(request)).map((mail) => mail.id);
    await replyAndWait(request, staffToken, number!, reply);

    await page.reload();
    const item = page.getByTestId('request-item').filter({ hasText: number! });
    await expect(item.getByTestId('request-status')).toContainText('Esperando tu respuesta');
    await expect(item.getByTestId('request-waiting')).toHaveText('Esperamos tu respuesta');
    await expect(item.getByTestId('request-due')).toContainText(
      /Lo resolvemos antes del \d{2}\/\d{2}\/\d{4}/,
    );
    await checkA11y(page, `Mis gestiones with a request waiting at ${viewport.width} px`);
    await page.screenshot({ path: `test-results/request-waiting-${viewport.width}.png`, fullPage: true });

    const respond = item.getByRole('link', { name: `Responder la gestión ${number}` });
    await respond.click();
    const dialog = page.getByRole('dialog', { name: `Gestión ${number}` });
    await expect(dialog.getByTestId('request-message').filter({ hasText: reply })).toContainText(
      'Respuesta de la empresa',
    );
    await expect(dialog.getByTestId('request-facts')).toContainText('Falla');
    await expect(dialog.getByTestId('request-due')).toContainText(
      /Lo resolvemos antes del \d{2}\/\d{2}\/\d{4}/,
    );
    await expect(dialog.getByTestId('request-history')).toContainText('Esperando tu respuesta');
    await checkA11y(page, `request dialog at ${viewport.width} px`);
    await page.screenshot({ path: `test-results/request-dialog-${viewport.width}.png` });

    // The customer's answer: the text is required, then it goes with a PDF.
    const form = dialog.getByRole('form', { name: 'Tu respuesta' });
    await form.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(form.getByText('Escribí tu respuesta.')).toBeVisible();
    const answer = `Adjunto la foto del módem (${viewport.width})`;
    await form.getByLabel('Respuesta').fill(answer);
    await form.getByLabel(/Documento 1/).setInputFiles(await pdfFile('luces-del-modem.pdf'));
    await checkA11y(page, `answer form at ${viewport.width} px`);
    await page.screenshot({ path: `test-results/request-answer-${viewport.width}.png` });
    await form.getByRole('button', { name: 'Enviar respuesta' }).click();

    await expect(page.getByText('Recibimos tu respuesta. Tu gestión sigue en curso.')).toBeVisible();
    await expect(dialog.getByTestId('request-detail-status')).toContainText('En curso');
    await expect(dialog.getByTestId('request-detail-status')).toBeFocused();
    await expect(form).toHaveCount(0);
    const mine = dialog.getByTestId('request-message').filter({ hasText: answer });
    await expect(mine).toContainText('Tu respuesta');
    await expect(mine).toContainText('luces-del-modem.pdf');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(item.getByTestId('request-status')).toContainText('En curso');
    await expect(item.getByTestId('request-waiting')).toHaveCount(0);
    await expect(item.getByRole('link', { name: `Ver detalle de la gestión ${number}` })).toBeFocused();

    // One mail for the reply, though the member's client sent it twice.
    const replyMails = (await readMailbox(request)).filter(
      (mail) => !mailsBefore.includes(mail.id) && mail.to === DEMO_CLIENT.email && mail.text.includes(reply),
    );
    expect(replyMails).toHaveLength(1);
  });
}
