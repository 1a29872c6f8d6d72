// Paying invoices online as cliente@example.com (issue #13 §2, §4): account modal 5 from Mis servicios, the two
// oldest chosen in order, the link generated, the sandbox checkout declined, left pending and approved, the
// return page's three states, the invoices PAGA and the receipt in the dev mailbox; axe on the modal and the
// return page, screenshots at 1280 and 390 px. Runs after the other company-2 journeys (playwright.config.ts):
// it changes the debt they assert.
import type { Locator, Page } from '@playwright/test';
import { expect, login, readMailbox, test } from './support/fixtures';

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
  await expect(page.getByRole('table')).toContainText(pesos('$ 77.800,00'));
  await page.getByRole('button', { name: decision, exact: true }).click();
  await expect(page).toHaveURL(/\/mi-cuenta\/pagos\/regreso\?link=[0-9a-f-]{36}&/);
  return page.getByTestId('payment-outcome');
}

test('pays the two oldest invoices: declined, pending, then approved with the receipt mailed', async ({
  page,
  request,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const before = (await readMailbox(request))[0]?.id ?? 0;
  await login(page);
  await expect(page.getByTestId('owed-summary')).toContainText(pesos('$ 77.800,00'));

  // From Mis facturas too: a link made and deleted, 204 closes modal 5 and focus is back on its opener.
  await page.goto('/mi-cuenta/mis-facturas');
  await page.getByTestId('open-payment-modal').click();
  let dialog = page.getByRole('dialog', { name: 'Pagar facturas' });
  await dialog.getByText('Factura N° 900102').click();
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
  await expect(rows.first()).toContainText('900102');
  await expect(rows.nth(1)).toContainText('900103');
  await dialog.getByText('Factura N° 900103').click();
  await expect(dialog.getByRole('checkbox', { name: /900102/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /900103/ })).not.toBeChecked();
  await expect(dialog.getByTestId('selection-total')).toContainText(pesos('$ 21.500,00'));
  // From the keyboard: Tab to the next checkbox and Space.
  await dialog.getByRole('checkbox', { name: /900102/ }).focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: /900103/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByTestId('selection-total')).toContainText(pesos('$ 77.800,00'));
  await checkA11y(page, 'modal 5, selection');
  await shoot(page, 'modal-selection');

  await dialog.getByRole('button', { name: 'Generar link de pago' }).click();
  const link = dialog.getByTestId('payment-link');
  await expect(link.getByTestId('link-total')).toHaveText(pesos('$ 77.800,00'));
  await expect(link.getByTestId('link-invoice')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Eliminar link' })).toBeVisible();
  await checkA11y(page, 'modal 5, link');
  await shoot(page, 'modal-link');

  // Declined: the link stays open, 'Intentar de nuevo' leads back to it.
  let outcome = await payAtCheckout(page, dialog, 'Rechazar');
  await expect(outcome).toHaveAttribute('data-outcome', 'declined');
  await expect(outcome).toContainText('El pago fue rechazado');
  await checkA11y(page, 'return page, declined');
  await shoot(page, 'return-declined', true);
  await page.getByRole('link', { name: 'Intentar de nuevo' }).click();
  dialog = page.getByRole('dialog', { name: 'Pagar facturas' });
  await expect(dialog.getByTestId('link-total')).toHaveText(pesos('$ 77.800,00'));

  // Pending: the return page and 'Verificar pago' in modal 5 both say so.
  outcome = await payAtCheckout(page, dialog, 'Dejar pendiente');
  await expect(outcome).toHaveAttribute('data-outcome', 'pending');
  await expect(outcome).toContainText('Tu pago está pendiente de acreditación');
  await checkA11y(page, 'return page, pending');
  await shoot(page, 'return-pending', true);
  await page.getByRole('link', { name: 'Volver a Mi cuenta' }).click();
  dialog = await openModal(page);
  await dialog.getByRole('button', { name: 'Verificar pago' }).click();
  await expect(dialog.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'pending');
  await checkA11y(page, 'modal 5, pending');
  await shoot(page, 'modal-pending');

  // Approved: paid on the return page, the invoices PAGA, nothing owed, the receipt in the mailbox.
  outcome = await payAtCheckout(page, dialog, 'Aprobar');
  await expect(outcome).toHaveAttribute('data-outcome', 'paid');
  await expect(outcome).toContainText('Te enviamos el comprobante por mail.');
  await expect(page.getByTestId('returned-invoice')).toHaveCount(2);
  for (const invoice of await page.getByTestId('returned-invoice').all()) {
    await expect(invoice).toContainText('Pagada');
  }
  await checkA11y(page, 'return page, paid');
  await shoot(page, 'return-paid', true);

  await page.getByRole('link', { name: 'Ir a Mis facturas' }).click();
  for (const id of ['900102', '900103']) {
    await expect(page.getByTestId('invoice-row').filter({ hasText: `N° ${id}` })).toContainText('Pagada');
  }
  await page.goto('/mi-cuenta/mis-servicios');
  await expect(page.getByTestId('owed-summary')).toHaveText('No tenés facturas pendientes de pago.');
  const receipts = async () =>
    (await readMailbox(request))
      .filter((m) => m.id > before && m.to === 'cliente@example.com' && /Recibimos tu pago/.test(m.subject))
      .map((m) => m.subject);
  await expect.poll(receipts).toEqual([expect.stringMatching(pesos('$ 77.800,00'))]);
});
