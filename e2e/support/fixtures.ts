import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** Fails on any serious or critical axe violation, naming the rule and the offending nodes. */
async function checkA11y(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  const summary = blocking.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

export interface DemoUser {
  email: string;
  password: string;
}

/** The documented development key the journeys' servers run with (apps/api/src/config.ts). */
export const DEV_PUBLIC_API_KEY = 'dev-public-api-key';

/** Demo logins seeded into every fresh test server (design §5). */
export const DEMO_CLIENT: DemoUser = { email: 'cliente@example.com', password: 'Demo1234' };
export const DEMO_NEW: DemoUser = { email: 'nuevo@example.com', password: 'Demo1234' };

/** Signs in through the 'Mi Cuenta' modal from the home page and waits for the account. */
export async function login(page: Page, user: DemoUser = DEMO_CLIENT) {
  await page.goto('/');
  await page.getByTestId('header-mi-cuenta').click();
  const dialog = page.getByRole('dialog', { name: 'Mi Cuenta' });
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Contraseña').fill(user.password);
  await dialog.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/mi-cuenta/mis-servicios');
  await expect(page.getByTestId('header-logout')).toBeVisible();
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** The dev outbox (newest first); no API key needed. */
export async function readMailbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const response = await request.get('/dev/mailbox.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMail[];
}

/** Waits for the newest mail to `to` created after `since` whose text holds a 6-digit code. */
export async function readEmailedCode(request: APIRequestContext, to: string, sinceId = 0): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mail = (await readMailbox(request)).find((m) => m.to === to && m.id > sinceId);
      code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** The seeded home pop-up is a modal that would cover the page: it is kept from opening. */
export async function keepPopupsClosed(page: Page) {
  await page.addInitScript(() => {
    const showModal = HTMLDialogElement.prototype.showModal;
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      if (!this.hasAttribute('data-popup-key')) showModal.call(this);
    };
  });
}

export const test = base.extend<{ checkA11y: typeof checkA11y; showPopups: boolean }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument
  checkA11y: async ({}, use) => use(checkA11y),
  // The seeded home pop-up is a modal: journeys other than e2e/site/popups.spec.ts would have it cover the page.
  // The server renders it (ADR 0077), so it is kept from opening rather than from arriving.
  showPopups: [false, { option: true }],
  page: async ({ page, showPopups }, use) => {
    if (!showPopups) await keepPopupsClosed(page);
    await use(page);
  },
});

export { expect };
