// Steps of the Trámites journeys (e2e/formalities*.spec.ts): open the modal and a form, pick the customer
// record, read main modal 2's number and find the request in Mis gestiones.
import type { Locator, Page } from '@playwright/test';
import { realPdf } from '../../apps/api/test/support/pdf-files';
import { expect } from './fixtures';

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

export async function useRecord(page: Page, record: '104523' | '104524') {
  await page.goto('/mi-cuenta/mis-servicios');
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
