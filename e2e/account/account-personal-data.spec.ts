import { readFile } from 'node:fs/promises';
import { expect, login, test } from '../support/fixtures';

// Mis datos (issue #32 §4) as cliente@example.com: the page, both downloads, the consents, the editors' links
// and the suppression dialog, which this journey cancels (the API suites file it): it changes no data.

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('downloads Mis datos as PDF and JSON, reads the consents and opens the suppression dialog', async ({
      page,
      checkA11y,
    }) => {
      await login(page);
      await page.goto('/mi-cuenta/mis-datos');
      await expect(page.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
      await expect(page.getByTestId('consents')).toContainText('Términos y condiciones del portal');
      await expect(page.getByTestId('aaip-legend')).toContainText(
        'La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley N° 25.326',
      );
      await expect(page.getByRole('link', { name: 'Cambiar tus datos de contacto' })).toBeVisible();
      await checkA11y(page, `Mis datos at ${viewport.width} px`);

      const pdfDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar en PDF' }).click();
      const pdf = await pdfDownload;
      expect(pdf.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.pdf$/);
      expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

      const jsonDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar en JSON' }).click();
      const json = JSON.parse(await readFile((await (await jsonDownload).path())!, 'utf8')) as {
        usuario: { email: string };
        clientes: Array<{ clientenro: number }>;
      };
      expect(json.usuario.email).toBe('cliente@example.com');
      expect(json.clientes.map((record) => record.clientenro)).toEqual([104523, 104524]);

      const open = page.getByRole('button', { name: 'Pedir la supresión' });
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Pedir la supresión de tus datos' });
      await expect(dialog).toContainText('10 años');
      await checkA11y(page, `suppression dialog at ${viewport.width} px`);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();
    });
  });
}
