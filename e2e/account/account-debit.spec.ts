// Automatic debit as debito@example.com (issue #14): account modal 4 from Mis servicios' debit card. A card is
// registered (a prepaid BIN and a foreign BIN refused with the spec §8 messages, an Argentine one pasted as
// printed, with spaces, accepted), replaced by a CBU (a wrong check digit and a CVU refused, a good one filling
// its bank, another bank flagged) and cancelled; the card of Mis
// servicios follows each step and every change is confirmed by mail with the masked method, never the number.
// Once at 1280 px and once at 390 px, with axe on every step and a screenshot of each.
import type { APIRequestContext, Page } from '@playwright/test';
import { debitCards, debitCbus } from '../../apps/api/test/support/debit-cards';
import { expect, login, readMailbox, test } from '../support/fixtures';

const DEBIT_USER = { email: 'debito@example.com', password: 'Demo1234' };

// One customer's debit: the second width starts where the first left it (none in force).
test.describe.configure({ mode: 'serial' });

type Check = (page: Page, label?: string) => Promise<void>;

interface Fixtures {
  page: Page;
  request: APIRequestContext;
  checkA11y: Check;
}

function journey(width: number, height: number) {
  return async ({ page, request, checkA11y }: Fixtures) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    // The modal's steps as the viewport shows them; the account card on its own.
    const shoot = (name: string) => page.screenshot({ path: `test-results/debit-${name}-${width}.png` });
    const card = page.getByRole('region', { name: 'Débito automático' });
    const shootCard = (name: string) => card.screenshot({ path: `test-results/debit-${name}-${width}.png` });
    const before = (await readMailbox(request))[0]?.id ?? 0;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await login(page, DEBIT_USER);

    await expect(card.getByTestId('debit-status')).toHaveText('No tenés débito automático registrado.');
    await shootCard('card-none');

    // Step 1: a card. The holder comes filled in from the customer's data.
    await card.getByRole('link', { name: 'Adherir' }).click();
    await expect(page).toHaveURL(/\?debito=adherir$/);
    const dialog = page.getByRole('dialog', { name: 'Débito automático' });
    await expect(dialog.getByRole('heading', { name: 'Datos de la tarjeta' })).toBeFocused();
    await expect(dialog.getByLabel('Titular de la tarjeta')).toHaveValue('Carla Benítez');
    await expect(dialog.getByLabel('Documento del titular')).toHaveValue('31456789');
    await dialog.getByLabel('Banco emisor').selectOption({ label: 'Banco de Galicia y Buenos Aires' });
    await dialog.getByLabel('Medio de pago').selectOption({ label: 'Visa Crédito' });
    await checkA11y(page, 'modal 4, card step');
    await shoot('step1-card');

    const number = dialog.getByLabel('Número de tarjeta');
    await number.pressSequentially('45-e+E');
    await expect(number).toHaveValue('45');
    const refusals: Array<[string, string]> = [
      [debitCards.prepaid, 'Error: la tarjeta no puede ser prepaga, tiene que ser bancaria.'],
      // A prepaid 8-digit range inside an accepted 6-digit one: the wizard asks about 8 digits.
      [debitCards.prepaidInsideCredit, 'Error: la tarjeta no puede ser prepaga, tiene que ser bancaria.'],
      [debitCards.foreign, 'Error: la tarjeta que estás intentando usar no es de Argentina.'],
    ];
    for (const [digits, message] of refusals) {
      await number.fill(digits);
      await dialog.getByRole('button', { name: 'Siguiente' }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await expect(number).toBeFocused();
    }
    await checkA11y(page, 'modal 4, card refused');
    await shoot('step1-card-refused');

    // Pasted as printed on the card: kept whole, shown in groups of four.
    const printed = debitCards.argentineCredit.replace(/(\d{4})(?=\d)/g, '$1 ');
    await number.fill('');
    await page.evaluate((text) => navigator.clipboard.writeText(text), printed);
    await number.press('ControlOrMeta+V');
    await expect(number).toHaveValue(printed);
    await expect(number).not.toHaveAttribute('aria-invalid');
    await shoot('step1-card-pasted');
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await expect(dialog.getByRole('heading', { name: 'Confirmá los datos' })).toBeFocused();
    const summary = dialog.getByTestId('debit-summary');
    await expect(summary).toContainText('•••• 3704');
    await expect(dialog).not.toContainText(debitCards.argentineCredit);
    await expect(dialog.getByTestId('debit-consent')).toContainText(
      'Visa Crédito •••• 3704 a nombre de Carla Benítez',
    );
    await checkA11y(page, 'modal 4, confirm');
    await shoot('step3-confirm-card');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog.getByTestId('debit-success')).toContainText('Visa Crédito •••• 3704');
    await checkA11y(page, 'modal 4, success');
    await shoot('step4-success');
    await dialog.getByRole('button', { name: 'Volver a Mi cuenta' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/mi-cuenta\/mis-servicios$/);
    await expect(card.getByTestId('debit-status')).toContainText('•••• 3704');
    await expect(card.getByTestId('debit-status')).toContainText('Banco de Galicia y Buenos Aires');
    await expect(card.getByRole('link', { name: 'Cambiar' })).toBeFocused();
    await shootCard('card-card');

    // Step 2: replaced by a CBU; the bank follows the CBU's code.
    await card.getByRole('link', { name: 'Cambiar' }).click();
    await dialog.getByRole('radio', { name: 'Cuenta bancaria (CBU)' }).check();
    const cbu = dialog.getByLabel('CBU', { exact: true });
    for (const [digits, message] of [
      [debitCbus.wrongCheckDigit, 'El CBU no es válido: revisá los números.'],
      [debitCbus.cvu, 'No se admite CVU'],
    ] as const) {
      await cbu.fill(digits);
      await expect(cbu).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await expect(cbu).toBeFocused();
    await checkA11y(page, 'modal 4, CBU refused');
    await shoot('step2-cbu-refused');
    await cbu.fill(debitCbus.tierraDelFuego);
    await expect(cbu).not.toHaveAttribute('aria-invalid');
    const bank = dialog.getByLabel('Banco', { exact: true });
    await expect(bank).toHaveValue('268');
    // Another bank chosen by hand is flagged with the one the CBU names.
    await bank.selectOption({ label: 'Banco Macro' });
    const mismatch = dialog.getByText(
      'El CBU corresponde a Banco Provincia de Tierra del Fuego, no a Banco Macro.',
    );
    await expect(mismatch).toBeVisible();
    await expect(bank).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'modal 4, CBU of another bank');
    await shoot('step2-cbu-bank-mismatch');
    await bank.selectOption({ label: 'Banco Provincia de Tierra del Fuego' });
    await expect(mismatch).toHaveCount(0);
    await checkA11y(page, 'modal 4, CBU step');
    await shoot('step2-cbu');
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await expect(summary).toContainText('CBU •••• 7891');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog.getByTestId('debit-success')).toContainText('CBU •••• 7891');
    await dialog.getByRole('button', { name: 'Volver a Mi cuenta' }).click();
    await expect(card.getByTestId('debit-status')).toContainText('CBU •••• 7891');
    await expect(card.getByTestId('debit-status')).toContainText('Banco Provincia de Tierra del Fuego');
    await checkA11y(page, 'Mis servicios, CBU in force');
    await shootCard('card-cbu');

    // Step 5: cancelled.
    await card.getByRole('link', { name: 'Dar de baja' }).click();
    const cancel = page.getByRole('dialog', { name: 'Baja del débito automático' });
    await expect(cancel.getByTestId('debit-consent')).toContainText(
      'Pido la baja del débito automático de Débito en cuenta bancaria (CBU) CBU •••• 7891.',
    );
    await checkA11y(page, 'modal 4, cancellation');
    await shoot('step5-cancel');
    await cancel.getByRole('button', { name: 'Dar de baja' }).click();
    await expect(cancel).toBeHidden();
    await expect(card.getByTestId('debit-status')).toHaveText('No tenés débito automático registrado.');
    await expect(card.getByRole('link', { name: 'Adherir' })).toBeFocused();

    // Three mails, with the masked method and never a whole number.
    const mails = async () =>
      (await readMailbox(request)).filter((m) => m.id > before && m.to === DEBIT_USER.email);
    await expect
      .poll(async () => (await mails()).map((m) => m.subject).reverse())
      .toEqual([
        'Adheriste tus facturas al débito automático',
        'Cambiaste el medio de pago de tu débito automático',
        'Diste de baja el débito automático',
      ]);
    const texts = (await mails()).map((m) => m.text).join('\n');
    expect(texts).toContain('3704');
    expect(texts).not.toContain(debitCards.argentineCredit);
    expect(texts).not.toContain(debitCbus.tierraDelFuego);
  };
}

test('registers a card, replaces it with a CBU and cancels it, at 1280 px', journey(1280, 900));
test('registers a card, replaces it with a CBU and cancels it, at 390 px', journey(390, 844));
