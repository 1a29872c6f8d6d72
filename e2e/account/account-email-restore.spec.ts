import type { Browser, Page } from '@playwright/test';
import { expect, login, readEmailedCode, readMailbox, test, type DemoUser } from '../support/fixtures';

// Issue #28 §2.1 (ADR 0084): someone with the owner's open session and password moves the login to their
// mailbox; the owner opens the 'No fui yo' link of the notice and takes the account back with a new password.
// Each width has its own seeded login (apps/api/src/dev/seed/people.ts): this journey ends every session.
test.slow();

const OWNERS: Record<number, { user: DemoUser; thief: string; masked: string }> = {
  1280: {
    user: { email: 'robo@example.com', password: 'Demo1234' },
    thief: 'ladron@example.com',
    masked: 'r**o@example.com',
  },
  390: {
    user: { email: 'robo.movil@example.com', password: 'Demo1234' },
    thief: 'ladron.movil@example.com',
    masked: 'r********l@example.com',
  },
};

async function stealEmail(page: Page, request: Parameters<typeof readEmailedCode>[0], thief: string) {
  await page.goto('/mi-cuenta/mis-servicios?editar=datos');
  const dialog = page.getByRole('dialog', { name: 'Mis datos de contacto' });
  await dialog.getByRole('button', { name: 'Cambiar email de acceso' }).click();
  await dialog.getByLabel('Nuevo email de acceso').fill(thief);
  const password = dialog.getByLabel('Tu contraseña actual');
  // The open session alone is not enough.
  await password.fill('Adivina123');
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(dialog.getByText('La contraseña actual no es correcta.')).toBeVisible();
  await password.fill('Demo1234');
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  const code = await readEmailedCode(request, thief);
  await dialog.getByLabel('Código').fill(code);
  await dialog.getByRole('button', { name: 'Confirmar email' }).click();
  await expect(dialog.getByText(`Tu email de acceso ahora es ${thief}.`)).toBeVisible();
}

async function ownerPage(browser: Browser, baseURL: string | undefined, width: number) {
  const context = await browser.newContext({ baseURL, locale: 'es-AR', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const showModal = HTMLDialogElement.prototype.showModal;
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      if (!this.hasAttribute('data-popup-key')) showModal.call(this);
    };
  });
  return page;
}

for (const width of [1280, 390]) {
  test(`'No fui yo' at ${width} px: the owner takes the account back from whoever changed its email`, async ({
    page,
    request,
    browser,
    baseURL,
    checkA11y,
  }) => {
    const { user, thief, masked } = OWNERS[width]!;
    await page.setViewportSize({ width, height: 900 });
    await login(page, user);
    await stealEmail(page, request, thief);

    // The owner's mailbox got the notice with the link.
    let link = '';
    await expect
      .poll(async () => {
        const notice = (await readMailbox(request)).find(
          (m) => m.to === user.email && /no-fui-yo/.test(m.text),
        );
        link = notice?.text.match(/\/mi-cuenta\/no-fui-yo\?token=[A-Za-z0-9_-]+/)?.[0] ?? '';
        return link;
      })
      .not.toBe('');

    const owner = await ownerPage(browser, baseURL, width);
    await owner.goto(link);
    await expect(owner.getByRole('heading', { name: '¿No cambiaste tu email?', level: 1 })).toBeVisible();
    await checkA11y(owner, `'No fui yo' page at ${width} px`);
    await owner.screenshot({ path: `test-results/no-fui-yo-${width}.png`, fullPage: true });
    await owner.getByRole('button', { name: 'Recuperar mi email' }).click();
    const done = owner.getByRole('status').filter({ hasText: 'Recuperaste tu email de acceso' });
    await expect(done).toContainText(masked);
    await checkA11y(owner, `'No fui yo' done at ${width} px`);
    await owner.screenshot({ path: `test-results/no-fui-yo-done-${width}.png`, fullPage: true });

    // The link works once.
    await owner.reload();
    await owner.getByRole('button', { name: 'Recuperar mi email' }).click();
    await expect(owner.getByRole('alert')).toContainText('Este enlace venció o ya se usó.');

    // The thief's session ended: the account sends them to the login.
    await page.goto('/mi-cuenta/mis-servicios');
    await expect(page.getByTestId('header-mi-cuenta')).toBeVisible();
    await expect(page.getByTestId('header-logout')).toHaveCount(0);

    // The owner chooses a new password through the ordinary reset, mailed to the restored address.
    await owner.goto('/');
    await owner.getByTestId('header-mi-cuenta').click();
    const dialog = owner.getByRole('dialog', { name: 'Mi Cuenta' });
    await dialog.getByRole('button', { name: 'RECUPERAR CONTRASEÑA' }).click();
    await dialog.getByLabel('Email').fill(user.email);
    const since = (await readMailbox(request))[0]?.id ?? 0;
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    const code = await readEmailedCode(request, user.email, since);
    await dialog.getByLabel('Código').fill(code);
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByLabel('Nueva contraseña').fill('Recuperada1');
    await dialog.getByLabel('Repetir contraseña').fill('Recuperada1');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog.getByText('Tu contraseña se restableció correctamente.')).toBeVisible();
    await login(owner, { email: user.email, password: 'Recuperada1' });
    await owner.context().close();
  });
}
