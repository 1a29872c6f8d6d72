// Paying invoices online as cliente@example.com (issue #13 §2, §4): account modal 5 from Mis servicios, the two
// oldest chosen in order, the link generated, the sandbox checkout declined, left pending and approved, the
// return page's three states, the invoices PAGA and the receipt in the dev mailbox; axe on the modal and the
// return page, screenshots at 1280 and 390 px; Mis facturas while the payment is in process (ADR 0081); then a
// lost notification recovered by the reconciliation job.
// Runs after the other company-2 journeys (playwright.config.ts): it changes the debt they assert.
import type { Locator, Page } from '@playwright/test';
import { E2E_BILLING_KEY } from '../support/billing-key';
import { expect, login, readMailbox, test, DEV_PUBLIC_API_KEY } from '../support/fixtures';

// One customer's invoices: each journey starts where the one before left them.
test.describe.configure({ mode: 'serial' });

// Intl writes a no-break space after the currency sign.
const pesos = (text: string) => new RegExp(text.replace(/[$.]/g, (c) => `\\${c}`).replace(' ', '\\s'));

/** A screenshot at 1280 px and another at 390 px of the same state, back at 1280 afterwards. */
async function shoot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `test-results/payments-${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/payments-${name}-390.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openModal(page: Page): Promise<Locator> {
  await page
    .getByRole('region', { name: 'Saldo de tus facturas' })
    .getByRole('button', { name: 'Pagar' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pagar facturas' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** 'Pagar Online' on the open link, then one decision on the sandbox checkout; lands on the return page. */
async function payAtCheckout(
  page: Page,
  dialog: Locator,
  decision: 'Aprobar' | 'Rechazar' | 'Dejar pendiente',
) {
  await dialog.getByRole('link', { name: 'Pagar Online' }).click();
  await expect(page.getByRole('heading', { name: 'Pagar con la pasarela de prueba' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText(pesos('$ 69.400,00'));
  // The gateway's items name the invoices as their PDFs do.
  await expect(page.getByRole('table')).toContainText('Factura B 0003-00012102');
  await expect(page.getByRole('table')).toContainText('Factura B 0003-00012103');
  await page.getByRole('button', { name: decision, exact: true }).click();
  await expect(page).toHaveURL(/\/mi-cuenta\/pagos\/regreso\?link=[0-9a-f-]{36}&/);
  return page.getByTestId('payment-outcome');
}

// Paying the two oldest invoices, in three steps that each start where the previous one left the invoices.
test('a link made and deleted, then modal 5 chooses the two oldest in order and makes their link', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  await expect(page.getByTestId('owed-summary')).toContainText(pesos('$ 69.400,00'));

  // From Mis facturas too: a link made and deleted, 204 closes modal 5 and focus is back on its opener.
  await page.goto('/mi-cuenta/mis-facturas');
  await page.getByTestId('open-payment-modal').click();
  let dialog = page.getByRole('dialog', { name: 'Pagar facturas' });
  await dialog.getByText('Factura B 0003-00012102').click();
  await dialog.getByRole('button', { name: 'Generar link de pago' }).click();
  await expect(dialog.getByTestId('link-total')).toHaveText(pesos('$ 21.500,00'));
  await dialog.getByRole('button', { name: 'Eliminar link' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('open-payment-modal')).toBeFocused();
  await expect(page).toHaveURL(/\/mi-cuenta\/mis-facturas$/);

  // Modal 5 from Mis servicios' 'Pagar': no link open, only the open invoices, oldest first, chosen in order.
  await page.goto('/mi-cuenta/mis-servicios');
  dialog = await openModal(page);
  const rows = dialog.getByTestId('payable-invoice');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Factura B 0003-00012102');
  await expect(rows.nth(1)).toContainText('Factura B 0003-00012103');
  await dialog.getByText('Factura B 0003-00012103').click();
  await expect(dialog.getByRole('checkbox', { name: /00012102/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /00012103/ })).not.toBeChecked();
  await expect(dialog.getByTestId('selection-total')).toContainText(pesos('$ 21.500,00'));
  // From the keyboard: Tab to the next checkbox and Space.
  await dialog.getByRole('checkbox', { name: /00012102/ }).focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: /00012103/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByTestId('selection-total')).toContainText(pesos('$ 69.400,00'));
  await checkA11y(page, 'modal 5, selection');
  await shoot(page, 'modal-selection');

  await dialog.getByRole('button', { name: 'Generar link de pago' }).click();
  const link = dialog.getByTestId('payment-link');
  await expect(link.getByTestId('link-total')).toHaveText(pesos('$ 69.400,00'));
  await expect(link.getByTestId('link-invoice')).toHaveText([
    /^Factura B 0003-00012102, vence el/,
    /^Factura B 0003-00012103, vence el/,
  ]);
  await expect(dialog.getByRole('button', { name: 'Eliminar link' })).toBeVisible();
  await checkA11y(page, 'modal 5, link');
  await shoot(page, 'modal-link');
});

test('declined, then left pending: Mis facturas shows the payment in process and offers no new one', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  // The open link is shown at once.
  let dialog = await openModal(page);
  await expect(dialog.getByTestId('link-total')).toHaveText(pesos('$ 69.400,00'));

  // Declined: the link stays open, 'Intentar de nuevo' leads back to it.
  let outcome = await payAtCheckout(page, dialog, 'Rechazar');
  await expect(outcome).toHaveAttribute('data-outcome', 'declined');
  await expect(outcome).toContainText('El pago fue rechazado');
  await checkA11y(page, 'return page, declined');
  await shoot(page, 'return-declined', true);
  await page.getByRole('link', { name: 'Intentar de nuevo' }).click();
  dialog = page.getByRole('dialog', { name: 'Pagar facturas' });
  await expect(dialog.getByTestId('link-total')).toHaveText(pesos('$ 69.400,00'));

  // Pending: the return page and 'Verificar pago' in modal 5 both say so.
  outcome = await payAtCheckout(page, dialog, 'Dejar pendiente');
  await expect(outcome).toHaveAttribute('data-outcome', 'pending');
  await expect(outcome).toContainText('Tu pago está pendiente de acreditación');
  await checkA11y(page, 'return page, pending');
  await shoot(page, 'return-pending', true);
  await page.getByRole('link', { name: 'Volver a Mi cuenta' }).click();

  // Mis facturas tells the payment in process instead of the debt, offers 'Verificar pago' and no new payment.
  await page.goto('/mi-cuenta/mis-facturas');
  for (const numero of ['Factura B 0003-00012102', 'Factura B 0003-00012103']) {
    const row = page.getByTestId('invoice-row').filter({ hasText: numero });
    await expect(row.getByTestId('invoice-state')).toHaveText(/Pago en proceso/);
    await expect(row.getByRole('button', { name: /Verificar pago/ })).toBeVisible();
  }
  await expect(page.getByTestId('open-payment-modal')).toHaveCount(0);
  await page
    .getByTestId('invoice-row')
    .filter({ hasText: 'Factura B 0003-00012102' })
    .getByRole('button', { name: /Verificar pago/ })
    .click();
  await expect(page.getByTestId('verify-result')).toHaveText(/Tu pago sigue en proceso/);
  await checkA11y(page, 'Mis facturas, payment in process');
  await shoot(page, 'invoices-in-process', true);
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByTestId('invoice-card').filter({ hasText: 'Factura B 0003-00012103' });
  await expect(card.getByTestId('invoice-state')).toHaveText(/Pago en proceso/);
  await expect(card.getByRole('button', { name: /Verificar pago/ })).toBeVisible();
});

test('approved: paid on the return page, the invoices PAGA and the receipt mailed', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const before = (await readMailbox(request))[0]?.id ?? 0;
  await login(page);
  const dialog = await openModal(page);
  await dialog.getByRole('button', { name: 'Verificar pago' }).click();
  await expect(dialog.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'pending');
  await checkA11y(page, 'modal 5, pending');
  await shoot(page, 'modal-pending');

  // Approved: paid on the return page, the invoices PAGA, nothing owed, the receipt in the mailbox.
  const outcome = await payAtCheckout(page, dialog, 'Aprobar');
  await expect(outcome).toHaveAttribute('data-outcome', 'paid');
  await expect(outcome).toContainText('Te enviamos el comprobante por mail.');
  await expect(page.getByTestId('returned-invoice')).toHaveText([
    /^Factura B 0003-00012102, vence el/,
    /^Factura B 0003-00012103, vence el/,
  ]);
  for (const invoice of await page.getByTestId('returned-invoice').all()) {
    await expect(invoice).toContainText('Pagada');
  }
  await checkA11y(page, 'return page, paid');
  await shoot(page, 'return-paid', true);

  await page.getByRole('link', { name: 'Ir a Mis facturas' }).click();
  for (const numero of ['Factura B 0003-00012102', 'Factura B 0003-00012103']) {
    await expect(page.getByTestId('invoice-row').filter({ hasText: numero })).toContainText('Pagada');
  }
  await page.goto('/mi-cuenta/mis-servicios');
  await expect(page.getByTestId('owed-summary')).toHaveText('No tenés facturas pendientes de pago.');
  const receipts = async () =>
    (await readMailbox(request))
      .filter((m) => m.id > before && m.to === 'cliente@example.com' && /Recibimos tu pago/.test(m.subject))
      .map((m) => m.subject);
  await expect.poll(receipts).toEqual([expect.stringMatching(pesos('$ 69.400,00'))]);
  const receipt = (await readMailbox(request)).find(
    (m) => m.id > before && m.to === 'cliente@example.com' && /Recibimos tu pago/.test(m.subject),
  );
  // The mail names the invoices as Mis facturas and their PDFs do.
  expect(receipt?.text).toMatch(/- Factura B 0003-00012102: .* \(pagada\)\n- Factura B 0003-00012103: /);
});

test('a lost notification still ends in a paid invoice: the reconciliation job asks the gateway', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A new invoice from the billing system (the first journey paid the seeded ones), due in ten days.
  const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const imported = await request.post('/api/billing/invoices/import/', {
    headers: { 'x-api-key': DEV_PUBLIC_API_KEY, 'x-billing-key': E2E_BILLING_KEY },
    data: [
      {
        clientenro: 104523,
        facturaid: 950001,
        estado: 'IMPAGA',
        emitida: new Date().toISOString().slice(0, 10),
        vencimiento: due,
        importe: '12345.67',
        importe_saldo: '12345.67',
        periodo: due.slice(0, 7),
        items: [{ descripcion: 'Internet 100 Megas', cantidad: 1, precio_unitario: '12345.67' }],
      },
    ],
  });
  expect(await imported.json()).toMatchObject({ inserted: 1, rejected: [] });
  const before = (await readMailbox(request))[0]?.id ?? 0;

  await login(page);
  const dialog = await openModal(page);
  await dialog.getByText('Factura N° 950001').click();
  await dialog.getByRole('button', { name: 'Generar link de pago' }).click();
  await expect(dialog.getByTestId('link-total')).toHaveText(pesos('$ 12.345,67'));
  await dialog.getByRole('link', { name: 'Pagar Online' }).click();

  // Approved, but the gateway's notification is lost, and the return page never gets to ask (the tab closed,
  // the connection dropped): its check is cut off here.
  await page.getByLabel(/No avisar al portal/).check();
  await page.route('**/api/payments/*/verificar/', (route) => route.abort());
  await page.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await expect(page).toHaveURL(/\/mi-cuenta\/pagos\/regreso\?link=/);
  await page.unroute('**/api/payments/*/verificar/');

  await page.goto('/mi-cuenta/mis-facturas');
  const row = page.getByTestId('invoice-row').filter({ hasText: 'N° 950001' });
  await expect(row).toContainText('Impaga');

  // The job that runs every PAYMENT_RECONCILE_INTERVAL_MINUTES, run now from the sandbox's page.
  await page.goto('/pasarela-sandbox/pagos');
  await page.getByRole('button', { name: 'Conciliar ahora' }).click();
  await expect(page.getByRole('status')).toContainText('pagados: 1');

  await page.goto('/mi-cuenta/mis-facturas');
  await expect(row).toContainText('Pagada');
  const receipts = async () =>
    (await readMailbox(request))
      .filter((m) => m.id > before && m.to === 'cliente@example.com' && /Recibimos tu pago/.test(m.subject))
      .map((m) => m.subject);
  await expect.poll(receipts).toEqual([expect.stringMatching(pesos('$ 12.345,67'))]);
});
