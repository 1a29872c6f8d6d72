// Trámites as cliente@example.com (issue #15 §1–§2): the accordion of eight sections, and each of the five
// forms sent for real (PDFs built by the test with the library the server checks them with, a phone photo the
// server turns into a PDF, one other file refused with its Spanish message), main modal 2 with the número de
// gestión, and Mis gestiones listing the request with its documents. Record 104523 has Internet and Click TV;
// 104524 only DIBOX. At 1280 and 390 px, with axe on the modal and on every form, and a screenshot of each in
// /tmp/shots-web/. Every test is independent (its own page, signed in from the worker's stored session), so
// they run in parallel. Failed sends: formalities-failures.spec.ts.
import type { Page } from '@playwright/test';
import { expect, login } from '../support/fixtures';
import {
  listedInMisGestiones,
  openForm,
  openTramites,
  pdfFile,
  photoFile,
  requestNumber,
  test,
  useRecord,
} from '../support/formalities';

const shoot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `/tmp/shots-web/${name}-${width}.png`, fullPage: false });

function journeys(width: number, height: number) {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width, height });
  });

  test(`${width} px: the eight sections, one open at a time`, async ({ page, checkA11y }) => {
    await useRecord(page, '104523');
    const dialog = await openTramites(page);
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(8);
    await checkA11y(page, 'Trámites');
    await shoot(page, 'tramites', width);
    const claim = dialog.getByRole('button', { name: 'Hacer un reclamo' });
    await claim.click();
    await expect(claim).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('region', { name: 'Hacer un reclamo' })).toContainText('0800-555-0826');
    await checkA11y(page, 'Trámites, claim open');
    await shoot(page, 'tramites-claim', width);
    await claim.click();
    await expect(claim).toHaveAttribute('aria-expanded', 'false');
    await dialog.getByRole('button', { name: 'Pagar una factura' }).click();
    await shoot(page, 'tramites-pay', width);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  });

  test(`${width} px: acquire offers nothing to a record that has every service`, async ({
    page,
    checkA11y,
  }) => {
    // 104523 has Internet and Click TV already.
    await useRecord(page, '104523');
    const form = await openForm(page, 'Adquirir un servicio', 'Formulario para adquirir nuevos servicios');
    await expect(form.getByTestId('form-unavailable')).toHaveText('Ya contás con todos los servicios');
    await checkA11y(page, 'acquire, all contracted');
    await form.getByRole('button', { name: 'Cerrar' }).click();
  });

  test(`${width} px: acquire offers only what a record lacks, and is sent`, async ({ page, checkA11y }) => {
    await useRecord(page, '104524');
    const form = await openForm(page, 'Adquirir un servicio', 'Formulario para adquirir nuevos servicios');
    await expect(form.getByLabel('Plan de Internet')).toBeVisible();
    await expect(form.getByLabel('Plan de Click TV')).toBeVisible();
    await expect(form.getByLabel(/Email/)).toHaveValue('cliente@example.com');
    const send = form.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    const clickTv = form.getByLabel('Plan de Click TV');
    const firstPlan = await clickTv.locator('option').nth(1).getAttribute('value');
    await clickTv.selectOption(firstPlan!);
    await checkA11y(page, 'acquire form');
    await shoot(page, 'form-acquire', width);
    await send.click();
    const number = await requestNumber(page);
    await listedInMisGestiones(page, number, 'Adquirir nuevos servicios');
  });

  test(`${width} px: plan change, sent only when a plan differs`, async ({ page, checkA11y }) => {
    await useRecord(page, '104523');
    const form = await openForm(
      page,
      'Cambiar de plan de TV / Internet',
      'Formulario cambiar de plan de TV / Internet',
    );
    const internet = form.getByLabel(/Plan de Internet/);
    const current = await internet.inputValue();
    expect(current).not.toBe('');
    const send = form.getByRole('button', { name: 'Pedir el cambio' });
    await expect(send).toBeDisabled();
    const other = await internet.locator(`option:not([value="${current}"])`).first().getAttribute('value');
    await internet.selectOption(other!);
    await expect(send).toBeEnabled();
    await internet.selectOption(current);
    await expect(send).toBeDisabled();
    await internet.selectOption(other!);
    await checkA11y(page, 'plan change form');
    await shoot(page, 'form-plan-change', width);
    await send.click();
    const number = await requestNumber(page);
    await listedInMisGestiones(page, number, 'Cambio de plan');
  });

  test(`${width} px: holder change refuses a file that is not a PDF, JPG or PNG`, async ({
    page,
    checkA11y,
  }) => {
    await useRecord(page, '104523');
    const form = await openForm(
      page,
      'Cambio de titularidad',
      'Formulario solicitud de cambio de titularidad',
    );
    const front = form.getByLabel(/^DNI \(frente\)/);
    await front.setInputFiles({
      name: 'dni.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('no soy un PDF'),
    });
    await expect(form.locator('[data-slot="dni_frente"]').getByRole('alert')).toHaveText(
      'Solo se admiten archivos PDF, JPG o PNG.',
    );
    await expect(form.getByTestId('file-dni_frente')).toHaveCount(0);
    await checkA11y(page, 'holder change, other file refused');
  });

  test(`${width} px: holder change with a photo and a PDF of the DNI`, async ({ page, checkA11y }) => {
    await useRecord(page, '104523');
    const form = await openForm(
      page,
      'Cambio de titularidad',
      'Formulario solicitud de cambio de titularidad',
    );
    await form.getByLabel(/Nombre y apellido/).fill('Lucía Gómez');
    await form.getByRole('textbox', { name: 'DNI' }).fill('28999888');
    await form.getByLabel(/Fecha de nacimiento/).fill('1985-03-14');
    await form.getByLabel(/Género/).selectOption('Femenino');
    await form.getByLabel(/Email/).fill('lucia@example.com');
    await form.getByLabel(/Teléfono/).fill('2901444555');
    await form.getByLabel(/Domicilio/).fill('Gobernador Paz 800');
    // The front as the phone took it; staff get it as dni-frente.pdf.
    await form.getByLabel(/^DNI \(frente\)/).setInputFiles(photoFile('dni-frente.jpg'));
    await form.getByLabel(/^DNI \(dorso\)/).setInputFiles(await pdfFile('dni-dorso.pdf'));
    await expect(form.getByTestId('file-dni_frente')).toContainText('dni-frente.jpg');
    await expect(form.locator('[data-slot="dni_frente"]').getByRole('alert')).toHaveCount(0);
    await checkA11y(page, 'holder change form');
    await shoot(page, 'form-holder-change', width);
    await form.getByRole('button', { name: 'Enviar' }).click();
    const number = await requestNumber(page);
    await listedInMisGestiones(page, number, 'Cambio de titularidad', ['dni-frente.pdf', 'dni-dorso.pdf']);
    await shoot(page, 'mis-gestiones-files', width);
  });

  test(`${width} px: move, province fixed, number of outlets digits only`, async ({ page, checkA11y }) => {
    await useRecord(page, '104523');
    const form = await openForm(page, 'Mudanza de servicio', 'Formulario de mudanza de servicio');
    await expect(form.getByLabel(/Provincia/)).toHaveValue('Tierra del Fuego');
    await form.getByLabel(/Domicilio nuevo/).fill('Magallanes 250');
    await form.getByLabel(/Ciudad/).fill('Ushuaia');
    await form.getByLabel(/Barrio o localidad/).fill('Centro');
    const outlets = form.getByLabel(/Cantidad de bocas/);
    await outlets.pressSequentially('-+eE.2');
    await expect(outlets).toHaveValue('2');
    await checkA11y(page, 'move form');
    await shoot(page, 'form-move', width);
    await form.getByRole('button', { name: 'Enviar' }).click();
    const number = await requestNumber(page);
    await listedInMisGestiones(page, number, 'Mudanza de servicio');
  });

  test(`${width} px: third-party authorisation with four PDFs`, async ({ page, checkA11y }) => {
    await useRecord(page, '104523');
    const form = await openForm(page, 'Autorización de terceros', 'Formulario para autorización de terceros');
    await form.getByLabel(/Nombre y apellido de la persona/).fill('Pedro Ruiz');
    await form.getByLabel(/DNI de la persona/).fill('31222333');
    await form.getByLabel(/Qué trámites/).fill('Retirar el decodificador en la oficina.');
    const files = ['dni-frente.pdf', 'dni-dorso.pdf', 'factura-frente.pdf', 'factura-dorso.pdf'];
    const labels = [/^DNI \(frente\)/, /^DNI \(dorso\)/, /^Factura \(frente\)/, /^Factura \(dorso\)/];
    for (const [index, label] of labels.entries()) {
      await form.getByLabel(label).setInputFiles(await pdfFile(files[index]!));
    }
    await checkA11y(page, 'authorisation form');
    await shoot(page, 'form-authorisation', width);
    await form.getByRole('button', { name: 'Enviar' }).click();
    const number = await requestNumber(page);
    await listedInMisGestiones(page, number, 'Autorización de terceros', files);
  });
}

test.describe('Trámites at 1280 px', () => journeys(1280, 900));

test.describe('as an authorised person', () => {
  // Signed in as someone else: not the demo customer's stored session.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('an authorised person (not the holder) sees why the holder-only forms are not offered', async ({
    page,
    checkA11y,
  }) => {
    await login(page, { email: 'autorizado@example.com', password: 'Demo1234' });
    for (const [section, title] of [
      ['Cambiar de plan de TV / Internet', 'Formulario cambiar de plan de TV / Internet'],
      ['Autorización de terceros', 'Formulario para autorización de terceros'],
    ] as const) {
      const form = await openForm(page, section, title);
      await expect(form.getByTestId('form-unavailable')).toHaveText(
        'Este trámite lo tiene que hacer el titular del servicio desde su cuenta.',
      );
      await expect(form.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
      await checkA11y(page, `${title}, not the holder`);
      await form.getByRole('button', { name: 'Cerrar' }).click();
    }
  });
});
test.describe('Trámites at 390 px', () => journeys(390, 844));
