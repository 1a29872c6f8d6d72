// Trámites when a send fails (issue #15 §2): a server error or a dropped connection opens main modal 7 and
// loses nothing. The reopened form and modal 7's retry carry the same text and documents, and one request is
// filed. As cliente@example.com (the worker's stored session) on record 104523, at 1280 px; the two tests are
// independent and run in parallel.
import { expect } from '../support/fixtures';
import {
  listedInMisGestiones,
  openForm,
  pdfFile,
  requestNumber,
  test,
  useRecord,
} from '../support/formalities';

test('a failed upload opens main modal 7, the reopened form keeps its text and files, and one request is filed', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await useRecord(page, '104523');
  // The first send meets a server error after its body went out; later ones reach the real API.
  let sends = 0;
  await page.route('**/api/mensajes/company-code/**', async (route) => {
    sends += 1;
    if (sends > 1) return route.continue();
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Servicio no disponible', code: 'SERVICE_UNAVAILABLE' }),
    });
  });
  const title = 'Formulario para autorización de terceros';
  let form = await openForm(page, 'Autorización de terceros', title);
  const person = `Rosa Failed ${Date.now() % 100_000}`;
  await form.getByLabel(/Nombre y apellido de la persona/).fill(person);
  await form.getByLabel(/DNI de la persona/).fill('31222444');
  await form.getByLabel(/Qué trámites/).fill('Pagar facturas en la oficina.');
  const files = ['a-frente.pdf', 'a-dorso.pdf', 'f-frente.pdf', 'f-dorso.pdf'];
  const labels = [/^DNI \(frente\)/, /^DNI \(dorso\)/, /^Factura \(frente\)/, /^Factura \(dorso\)/];
  for (const [index, label] of labels.entries()) {
    await form.getByLabel(label).setInputFiles(await pdfFile(files[index]!));
  }
  await form.getByRole('button', { name: 'Enviar' }).click();

  const failure = page.getByRole('dialog', { name: 'Error' });
  await expect(failure).toBeVisible();
  await expect(form).toHaveCount(0);
  await checkA11y(page, 'main modal 7 after a failed upload');
  // The text button, not the dialog's close icon (both are named 'Cerrar').
  await failure.getByText('Cerrar', { exact: true }).click();

  form = await openForm(page, 'Autorización de terceros', title);
  await expect(form.getByLabel(/Nombre y apellido de la persona/)).toHaveValue(person);
  await expect(form.getByLabel(/Qué trámites/)).toHaveValue('Pagar facturas en la oficina.');
  for (const file of files) await expect(form).toContainText(file);
  await form.getByRole('button', { name: 'Enviar' }).click();
  const number = await requestNumber(page);
  await listedInMisGestiones(page, number, 'Autorización de terceros', files);
  expect(sends).toBe(2);
  await expect(page.getByTestId('request-item').filter({ hasText: person })).toHaveCount(1);
});

test("main modal 7's retry sends the same documents once", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await useRecord(page, '104523');
  let sends = 0;
  await page.route('**/api/mensajes/company-code/**', async (route) => {
    sends += 1;
    if (sends > 1) return route.continue();
    await route.abort('connectionreset');
  });
  const form = await openForm(page, 'Cambio de titularidad', 'Formulario solicitud de cambio de titularidad');
  const person = `Iván Retry ${Date.now() % 100_000}`;
  await form.getByLabel(/Nombre y apellido/).fill(person);
  await form.getByRole('textbox', { name: 'DNI' }).fill('28999777');
  await form.getByLabel(/Fecha de nacimiento/).fill('1980-06-01');
  await form.getByLabel(/Género/).selectOption('Masculino');
  await form.getByLabel(/Email/).fill('ivan@example.com');
  await form.getByLabel(/Teléfono/).fill('2901444666');
  await form.getByLabel(/Domicilio/).fill('Maipú 120');
  await form.getByLabel(/^DNI \(frente\)/).setInputFiles(await pdfFile('ivan-frente.pdf'));
  await form.getByLabel(/^DNI \(dorso\)/).setInputFiles(await pdfFile('ivan-dorso.pdf'));
  await form.getByRole('button', { name: 'Enviar' }).click();

  const failure = page.getByRole('dialog', { name: 'Error' });
  await failure.getByRole('button', { name: 'Volver a intentar' }).click();
  const number = await requestNumber(page);
  expect(sends).toBe(2);
  await listedInMisGestiones(page, number, 'Cambio de titularidad', ['ivan-frente.pdf', 'ivan-dorso.pdf']);
  await expect(page.getByTestId('request-item').filter({ hasText: person })).toHaveCount(1);
});
