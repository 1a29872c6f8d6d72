import { readFile } from 'node:fs/promises';
import { pdfQrCodes, pdfText } from '../../apps/api/test/support/pdf-reading';
import { expect, login, test } from '../support/fixtures';

// Mis facturas (issue #13 §1) as cliente@example.com: the list with readable estados and es-AR amounts, and an
// invoice PDF downloaded through the page whose number, lines and ARCA QR are what the screens show (issue #28:
// the fiscal number on screen and paper, the plans named and priced as Mis servicios shows them). The payment journey pays
// this customer's open invoices in parallel, so only facts that payment cannot change are asserted.

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const LABELS = ['Pagada', 'Impaga', 'Enviada', 'Pago parcial', 'Anulada'];
const pesos = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('sees the invoices and downloads one whose QR is the voucher', async ({ page, checkA11y }) => {
      await login(page);
      // What Mis servicios bills: the PDF must name and price the same plan.
      const internet = page.getByTestId('service-item').first();
      await expect(internet).toContainText('Internet 300 Megas');
      expect(pesos(await internet.textContent())).toContain('$ 32.000,00');
      // The account home's debt leads to the list.
      await page.getByTestId('owed-summary-link').click();
      await page.waitForURL('**/mi-cuenta/mis-facturas');
      await expect(page.getByRole('heading', { level: 1, name: 'Mis facturas' })).toBeVisible();
      await expect(page.getByTestId('invoices-owed')).toBeVisible();

      const list = page.getByTestId(viewport.width > 768 ? 'invoices-table' : 'invoice-cards');
      await expect(list).toBeVisible();
      const items = list.getByTestId(viewport.width > 768 ? 'invoice-row' : 'invoice-card');
      await expect(items).toHaveCount(4);
      const paid = items.filter({ hasText: 'Factura B 0003-00012101' });
      await expect(paid.getByTestId('invoice-state')).toHaveText('Estado: Pagada');
      expect(pesos(await paid.textContent())).toContain('$ 47.900,00');
      for (const badge of await list.getByTestId('invoice-state').allTextContents()) {
        expect(LABELS).toContain(badge.replace('Estado: ', ''));
      }
      const newest = items.first();
      // The number the customer reads is the fiscal one; the billing id is only a key.
      const numberCell = newest.getByRole(viewport.width > 768 ? 'rowheader' : 'heading');
      await expect(numberCell).toHaveText('Factura B 0003-00012103');
      const shown = (await numberCell.textContent())!;
      await expect(list).not.toContainText('900103');
      expect(pesos(await newest.textContent())).toContain('$ 47.900,00');
      await expect(newest).toContainText(/\d{2}\/\d{2}\/\d{4}/);

      // The seeded online payments, each with its receipt.
      await expect(page.getByTestId('receipt-item').first()).toBeVisible();
      expect(await page.getByTestId('receipt-item').count()).toBeGreaterThanOrEqual(3);

      await checkA11y(page, `Mis facturas at ${viewport.width} px`);
      await page.screenshot({ path: `test-results/mis-facturas-${viewport.width}.png`, fullPage: true });

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: `Descargar PDF de ${shown}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('factura-900103.pdf');
      const pdf = await readFile((await download.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf);
      // The paper prints the number the screen shows: its letter and its point of sale and number.
      const [, letter, number] = /^Factura ([A-C]) (\d{4}-\d{8})$/.exec(shown)!;
      expect(text).toContain(`FACTURA ${letter}`);
      expect(text).toContain(`Punto de venta y número: ${number}`);
      expect(text).toContain('Operación exenta – Ley 19.640');
      expect(text).toMatch(/Internet 300 Megas - [a-z]+ \d{4} 1 \$ 32\.000,00 \$ 32\.000,00/);
      expect(text).toMatch(/Click TV Full - [a-z]+ \d{4} 1 \$ 15\.900,00 \$ 15\.900,00/);

      const [qr] = await pdfQrCodes(pdf);
      const prefix = 'https://www.arca.gob.ar/fe/qr/?p=';
      expect(qr?.startsWith(prefix)).toBe(true);
      // Seeded 3 days before today (UTC date), due in 12.
      const emitida = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
      expect(JSON.parse(Buffer.from(qr!.slice(prefix.length), 'base64').toString())).toEqual({
        ver: 1,
        fecha: emitida,
        cuit: 30712345671,
        ptoVta: 3,
        tipoCmp: 6,
        nroCmp: 12103,
        importe: 47900,
        moneda: 'PES',
        ctz: 1,
        tipoDocRec: 96,
        nroDocRec: 30123456,
        tipoCodAut: 'E',
        codAut: 74120000900103,
      });
      await expect(page.getByTestId('download-error')).toBeEmpty();

      const receipt = page.waitForEvent('download');
      await page
        .getByRole('button', { name: /^Descargar recibo R-\d{8}$/ })
        .first()
        .click();
      const receiptPdf = await readFile((await (await receipt).path())!);
      expect(await pdfText(receiptPdf)).toContain('RECIBO DE PAGO');
    });
  });
}
