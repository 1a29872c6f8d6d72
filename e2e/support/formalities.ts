// Steps of the Trámites journeys (e2e/formalities*.spec.ts): open the modal and a form, pick the customer
// record, read main modal 2's number and find the request in Mis gestiones. Their `test` starts signed in as
// the demo customer: each worker signs in once through the Mi Cuenta modal and its tests reuse that browser
// storage (the session lives in localStorage), instead of one sign-in per test.
import type { Locator, Page } from '@playwright/test';
import { photoJpeg } from '../../apps/api/test/support/image-files';
import { realPdf } from '../../apps/api/test/support/pdf-files';
import { expect, keepPopupsClosed, login, test as base } from './fixtures';

export const test = base.extend<object, { customerState: string }>({
  customerState: [
    async ({ browser }, use, workerInfo) => {
      const path = workerInfo.project.outputDir + `/.customer-state-${workerInfo.workerIndex}.json`;
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await keepPopupsClosed(page);
      await login(page);
      await context.storageState({ path });
      await context.close();
      await use(path);
    },
    { scope: 'worker' },
  ],
  storageState: ({ customerState }, use) => use(customerState),
});

export async function openTramites(page: Page): Promise<Locator> {
  await page.getByTestId('header-tramites').click();
  const dialog = page.getByRole('dialog', { name: 'Trámites' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function openForm(page: Page, section: string, title: string): Promise<Locator> {
  const dialog = await openTramites(page);
  await dialog.getByRole('button', { name: section }).click();
  await dialog.getByRole('button', { name: 'Completar el formulario' }).click();
  const form = page.getByRole('dialog', { name: title });
  await expect(form).toBeVisible();
  return form;
}

/** Mis servicios with `record` as the active one; the first page of every signed-in journey. */
export async function useRecord(page: Page, record: '104523' | '104524') {
  await page.goto('/mi-cuenta/mis-servicios');
  await expect(page.getByTestId('header-logout')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`Cliente ${record}`) }).check();
  await expect(page.getByRole('radio', { name: new RegExp(`Cliente ${record}`) })).toBeChecked();
}

/** Main modal 2's número de gestión, after which the modal is closed. */
export async function requestNumber(page: Page): Promise<string> {
  const sent = page.getByRole('dialog', { name: 'Formulario enviado' });
  await expect(sent.getByTestId('form-sent-info')).toContainText(/G-\d{4}-\d{6}/);
  const number = (await sent.getByTestId('form-sent-info').textContent())!.match(/G-\d{4}-\d{6}/)![0];
  await sent.getByRole('button', { name: 'Aceptar' }).click();
  return number;
}

/** Mis gestiones shows the request (with these documents, if any). */
export async function listedInMisGestiones(page: Page, number: string, type: string, files: string[] = []) {
  await page.goto('/mi-cuenta/mis-gestiones');
  const item = page.getByTestId('request-item').filter({ hasText: number });
  await expect(item).toContainText(type);
  const documents = item.getByRole('list', { name: `Documentos de la gestión ${number}` });
  if (files.length === 0) await expect(documents).toHaveCount(0);
  for (const file of files) await expect(documents).toContainText(file);
}

export async function pdfFile(name: string) {
  return { name, mimeType: 'application/pdf', buffer: await realPdf(name) };
}

/** A phone photo: a JPEG carrying EXIF (camera, GPS), which the server turns into '<name>.pdf'. */
export function photoFile(name: string) {
  return { name, mimeType: 'image/jpeg', buffer: photoJpeg(64, 48) };
}
