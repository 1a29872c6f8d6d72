import type { Page } from '@playwright/test';
import { test, expect, login, readMailbox } from '../support/fixtures';
import { pressAddToCart } from '../support/plans';

const money = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

async function addPlan(page: Page, name: string) {
  await pressAddToCart(page, name);
  await expect(page.getByText('Añadido al carrito').first()).toBeVisible();
}

async function openCart(page: Page) {
  await page.getByTestId('header-cart').click();
  const panel = page.getByTestId('cart-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test('add two plans, change one, remove one, empty, add again and send the cart', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.goto('/internet');
  await addPlan(page, 'Internet 100 Megas');
  await page.goto('/clicktv');
  await addPlan(page, 'Click TV Básico');
  await expect(page.getByTestId('header-cart')).toContainText('2');

  const panel = await openCart(page);
  await expect(panel.getByTestId('cart-item')).toHaveCount(2);
  expect(money(await panel.getByTestId('cart-total').textContent())).toBe('$ 32.400,00');
  await checkA11y(page, 'open cart panel');

  // Change the internet plan to another packet of the same product.
  await panel
    .getByTestId('cart-item')
    .first()
    .getByLabel('Plan')
    .selectOption({ label: 'Internet 300 Megas' });
  await expect(panel.getByTestId('cart-total')).toHaveText(/41\.900,00/);

  await panel.getByRole('button', { name: /Quitar Click TV Básico del carrito/ }).click();
  await expect(page.getByText('Eliminado del carrito').first()).toBeVisible();
  await expect(panel.getByTestId('cart-item')).toHaveCount(1);

  await panel.getByRole('button', { name: 'Vaciar carrito' }).click();
  await expect(page.getByText('Carrito Vaciado').first()).toBeVisible();
  await expect(panel).toContainText('No existen productos en el carrito');
  await expect(panel.getByRole('button', { name: 'Aceptar' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await addPlan(page, 'Click TV Full');
  await openCart(page);
  // Modal like the other panels: the page behind is inert and dimmed.
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  await expect(page.getByTestId('cart-backdrop')).toBeVisible();
  await panel.getByRole('button', { name: 'Aceptar' }).click();
  await expect(panel).toContainText(
    'Enviando este formulario nos contactaremos para dar el alta a los servicios seleccionados',
  );
  const name = `Compra E2E ${Date.now()}`;
  await panel.getByLabel('Nombre y apellido').fill(name);
  await panel.getByLabel('Email').fill('compra.e2e@example.com');
  await panel.getByLabel('Teléfono').fill('2901555111');
  await panel.getByLabel('DNI').fill('30111222');
  await panel.getByLabel('Dirección').fill('San Martín 100');
  await panel.getByLabel('Mensaje').fill('Quiero contratar Click TV');
  await checkA11y(page, 'cart step 1');
  await panel.getByRole('button', { name: 'Enviar' }).click();

  // Main modal 1 answers with the número de gestión and what was asked; the panel has closed.
  const sent = page.getByRole('dialog', { name: 'Mensaje enviado' });
  const number = sent.getByTestId('cart-request-number');
  await expect(number).toHaveText(/\S+/, { timeout: 20_000 });
  await expect(sent.getByTestId('cart-receipt')).toContainText('1 × Click TV Full');
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('header-cart')).not.toContainText('1');
  const requestNumber = (await number.textContent()) ?? '';
  await expect
    .poll(async () =>
      (await readMailbox(request)).some(
        (m) => m.text.includes(name) && m.text.includes(requestNumber) && m.text.includes('CLICK FULL'),
      ),
    )
    .toBe(true);
});

test('add-ons and quantities: the same plan twice is one line, priced with its add-ons up to the staff mail', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.goto('/internet');
  const card = page.getByTestId('plan-card').filter({ hasText: 'Internet 300 Megas' });
  await card.getByRole('checkbox', { name: /IP fija/ }).check();
  await addPlan(page, 'Internet 300 Megas');
  await addPlan(page, 'Internet 300 Megas');
  await page.goto('/tv');
  await addPlan(page, 'TV Digital Básica');
  // The badge counts products: two homes of one plan and the TV.
  await expect(page.getByTestId('header-cart')).toContainText('3');

  const panel = await openCart(page);
  const lines = panel.getByTestId('cart-item');
  await expect(lines).toHaveCount(2);
  const internet = lines.filter({ hasText: 'Internet por fibra óptica' });
  await expect(internet.getByTestId('cart-item-quantity')).toHaveText('2');
  await expect(internet.getByRole('checkbox', { name: /IP fija/ })).toBeChecked();
  // 2 × (32.000 + 6.500) + 18.900
  expect(money(await panel.getByTestId('cart-total').textContent())).toBe('$ 95.900,00');
  await internet.getByRole('button', { name: 'Uno más de Internet 300 Megas' }).click();
  await internet.getByRole('checkbox', { name: /Equipo Wi-Fi mesh/ }).check();
  // 3 × (32.000 + 6.500 + 4.800) + 18.900
  await expect(panel.getByTestId('cart-total')).toHaveText(/148\.800,00/);
  await checkA11y(page, 'cart with quantities and add-ons');

  await panel.getByRole('button', { name: 'Aceptar' }).click();
  // No toast is left over the form (its Enviar sits at the bottom of the panel).
  await expect(page.getByText('Añadido al carrito')).toHaveCount(0);
  const name = `Adicionales E2E ${Date.now()}`;
  await panel.getByLabel('Nombre y apellido').fill(name);
  await panel.getByLabel('Email').fill('adicionales.e2e@example.com');
  await panel.getByLabel('Teléfono').fill('2901555111');
  await panel.getByLabel('DNI').fill('30111222');
  await panel.getByLabel('Dirección').fill('San Martín 100');
  await panel.getByLabel('Mensaje').fill('Dos casas');
  await panel.getByRole('button', { name: 'Enviar' }).click();

  const sent = page.getByRole('dialog', { name: 'Mensaje enviado' });
  const receipt = sent.getByTestId('cart-receipt');
  await expect(receipt).toContainText('3 × Internet 300 Megas', { timeout: 20_000 });
  await expect(receipt).toContainText('+ IP fija');
  await expect(receipt).toContainText('1 × TV Digital Básica');
  expect(money(await sent.getByTestId('cart-receipt-total').textContent())).toBe('$ 148.800,00');
  await checkA11y(page, 'cart sent with its request number');
  await expect
    .poll(async () => {
      // The staff mail (the person's confirmation also names them, without the priced lines).
      const mail = (await readMailbox(request)).find(
        (m) => m.text.includes(name) && m.text.includes('Total:'),
      );
      return mail ? money(mail.text) : '';
    })
    .toContain('- 3 × Internet 300 Megas (Gpon, GPON 300, internet): $ 32.000,00 por mes');
  const mail = money(
    (await readMailbox(request)).find((m) => m.text.includes(name) && m.text.includes('Total:'))?.text ?? '',
  );
  expect(mail).toContain('    + IP fija: $ 6.500,00 por mes');
  expect(mail).toContain('- 1 × TV Digital Básica (Dibox, DIBOX BASICO, tv)');
  expect(mail).toContain('Total: $ 148.800,00 por mes');
  await sent.getByRole('button', { name: 'Aceptar' }).click();
  await expect(sent).toBeHidden();
  await expect(panel).toBeHidden();
});

test('the cart survives a reload and a tampered cart does not break the page', async ({ page }) => {
  await page.goto('/tv');
  await addPlan(page, 'TV Digital Básica');
  await page.reload();
  const panel = await openCart(page);
  await expect(panel.getByTestId('cart-item')).toHaveCount(1);
  await expect(panel).toContainText('TV Digital Básica');

  await page.evaluate(() => localStorage.setItem('2_cart', '[{"title":1},"x",{"amount":-3}]'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openCart(page);
  await expect(panel).toContainText('No existen productos en el carrito');
});

test('a failed send opens modal 7 with Ocurrió un error, keeps the cart, and its retry sends it', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/internet');
  await addPlan(page, 'Internet 100 Megas');
  await page.route('**/api/mensajes/**', (route) => route.fulfill({ status: 500, body: '{}' }));
  const panel = await openCart(page);
  await panel.getByRole('button', { name: 'Aceptar' }).click();
  await panel.getByLabel('Nombre y apellido').fill('Ana Pérez');
  await panel.getByLabel('Email').fill('ana@example.com');
  await panel.getByLabel('Teléfono').fill('2901555111');
  await panel.getByLabel('DNI').fill('30111222');
  await panel.getByLabel('Dirección').fill('San Martín 100');
  await panel.getByLabel('Mensaje').fill('Hola');
  await panel.getByRole('button', { name: 'Enviar' }).click();
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error.getByRole('alert')).toHaveText('Ocurrió un error', { timeout: 20_000 });
  await checkA11y(page, 'cart send failed');
  await expect(page.getByTestId('header-cart')).toContainText('1');

  // The server is back: the retry sends the same request and main modal 1 shows its number.
  await page.unroute('**/api/mensajes/**');
  await error.getByRole('button', { name: 'Volver a intentar' }).click();
  const sent = page.getByRole('dialog', { name: 'Mensaje enviado' });
  await expect(sent.getByTestId('cart-request-number')).toHaveText(/\S+/, { timeout: 20_000 });
  await expect(error).toBeHidden();
  await expect(page.getByTestId('header-cart')).not.toContainText('1');
  // Panel and modals shared one page hold: once all are closed the page scrolls and answers again.
  await sent.getByRole('button', { name: 'Aceptar' }).click();
  await expect(sent).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  await expect(page.locator('main')).not.toHaveAttribute('inert');
});

test('keyboard: the panel takes focus, Escape slides it out and focus returns to Contratanos', async ({
  page,
}) => {
  await page.goto('/internet');
  const button = page.getByTestId('header-cart');
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('cart-panel');
  await expect(page.getByRole('heading', { name: 'Mis compras' })).toBeFocused();
  // The states the panel goes through, recorded in the page: polling from here can miss a 300 ms state on a
  // busy machine.
  await panel.evaluate((element) => {
    const states: string[] = [];
    (window as unknown as { panelStates: string[] }).panelStates = states;
    new MutationObserver(() => states.push(element.getAttribute('data-state') ?? '')).observe(element, {
      attributeFilter: ['data-state'],
    });
  });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // It stayed on screen while sliding out (about 300 ms), then hid.
  expect(await page.evaluate(() => (window as unknown as { panelStates: string[] }).panelStates)).toEqual([
    'closing',
    'closed',
  ]);
  await expect(button).toBeFocused();
});

test('a logged-in customer finds the cart form filled in', async ({ page }) => {
  await login(page);
  await page.goto('/clicktv');
  await addPlan(page, 'Click TV Full');
  // The toast comes to rest below the sticky header: it never covers the cart button pressed next. It slides in
  // from above, so its place is read until the slide ends.
  const headerBottom = await page
    .getByTestId('header-cart')
    .evaluate((button) => button.getBoundingClientRect().bottom);
  await expect
    .poll(async () => (await page.locator('[data-sonner-toast]').first().boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(headerBottom);
  const panel = await openCart(page);
  await panel.getByRole('button', { name: 'Aceptar' }).click();
  await expect(panel.getByLabel('Email')).toHaveValue('cliente@example.com');
  await expect(panel.getByLabel('DNI')).not.toHaveValue('');
});

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the panel covers the screen and is axe clean', async ({ page, checkA11y }) => {
    await page.goto('/internet');
    await addPlan(page, 'Internet 100 Megas');
    const panel = await openCart(page);
    // Polled and rounded: the panel slides in, and mid-transition its box has sub-pixel sizes.
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box ? [Math.round(box.x), Math.round(box.width)] : null;
      })
      .toEqual([0, 390]);
    await checkA11y(page, 'cart panel at 390 px');
    await panel.getByRole('button', { name: 'Uno más de Internet 100 Megas' }).click();
    await expect(panel.getByTestId('cart-item-quantity')).toHaveText('2');
    await panel.getByRole('button', { name: 'Aceptar' }).click();
    // The form's Enviar is never under a toast.
    const send = panel.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await checkA11y(page, 'cart form at 390 px');
  });
});
