import { expect, test } from '../support/fixtures';
import { staffLogin } from '../support/staff';

// Billing in the back office (issue #31 §4) at 1280 px: a supervisor (the admin demo user) uploads the billing
// system's CSV, reads the dry run row by row, applies the same file and finds it in the history. The invoices
// go to a demo customer whose invoices no other journey reads (105106, robo.movil@: the email-restore journey).

const FILE = 'facturas-journey-978.csv';
const CSV = [
  'clientenro,facturaid,estado,emitida,vencimiento,importe,importe_saldo,periodo,moneda',
  '105106,978001,IMPAGA,2026-11-01,2026-11-20,18900.00,18900.00,2026-11,PES',
  '105106,978002,PAGA,2026-11-01,2026-11-20,18900.00,100.00,2026-11,PES',
].join('\n');

test.use({ viewport: { width: 1280, height: 900 } });

test('a supervisor checks a billing CSV, applies it and finds it in the history', async ({
  page,
  checkA11y,
}) => {
  await staffLogin(page);
  await page.getByRole('link', { name: 'Facturación', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Facturación' })).toBeVisible();

  await page.getByLabel('Archivo CSV del sistema de facturación').setInputFiles({
    name: FILE,
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV, 'utf8'),
  });
  await page.getByRole('button', { name: 'Probar la importación' }).click();

  const report = page.getByRole('region', { name: `Prueba de la importación: ${FILE}` });
  await expect(report.getByRole('status')).toContainText('Todavía no cambió nada');
  const rows = report.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('978001');
  await expect(rows.nth(1)).toContainText('Con errores');
  await expect(rows.nth(1)).toContainText(/saldo/i);
  await checkA11y(page, 'billing dry run');

  await report.getByRole('button', { name: 'Aplicar la importación' }).click();
  const applied = page.getByRole('region', { name: `Importación aplicada: ${FILE}` });
  await expect(applied.getByRole('status')).toContainText('Se aplicó este archivo');
  await expect(applied.getByRole('button', { name: 'Aplicar la importación' })).toHaveCount(0);

  const history = page.getByRole('table', { name: /Las últimas importaciones/ });
  const entry = history.locator('tbody tr', { hasText: FILE }).first();
  await expect(entry).toContainText('Aplicada');
  await expect(entry).toContainText('1 con errores');
  await checkA11y(page, 'billing applied');

  await page.getByRole('link', { name: 'Pagos para revisar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos para revisar' })).toBeVisible();
  await checkA11y(page, 'payments to review');
});
