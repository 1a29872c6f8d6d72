// Staff sign-in for desk journeys (ADR 0092): password, then a TOTP code computed like an authenticator app
// from the seeded secret. A TOTP step signs in once, and parallel journeys sign in as the same member, so a
// refused code is followed by the next step's (the API accepts one step ahead), then by a wait for a new step.
import { expect, type Page } from '@playwright/test';
import { createGuardrails, generateSync } from 'otplib';

/** The dev seed's TOTP secret of staff@example.com (admin) and agente@example.com (agente). */
export const STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const STAFF_PASSWORD = 'Staff1234';
export const STAFF_ADMIN = 'staff@example.com';
export const STAFF_AGENT = 'agente@example.com';

const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

/** The code an authenticator app shows for `secret` at `at`. */
export function totpCode(secret: string = STAFF_TOTP_SECRET, at: number = Date.now()): string {
  return generateSync({ secret, epoch: Math.floor(at / 1000), guardrails });
}

/** Email and password on /gestion/ingresar; leaves the page on the code (or enrolment) step. */
export async function staffPasswordStep(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.goto('/gestion/ingresar');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** Signs an enrolled member in through the page and waits for the desk. */
export async function staffLogin(
  page: Page,
  email: string = STAFF_ADMIN,
  { password = STAFF_PASSWORD, secret = STAFF_TOTP_SECRET } = {},
) {
  await staffPasswordStep(page, email, password);
  const field = page.getByLabel('Código de 6 números');
  await expect(field).toBeVisible();
  for (const attempt of [0, 1, 2]) {
    // The third try waits for the next 30-second step, the first whose code nobody can have used.
    if (attempt === 2) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    await field.fill(totpCode(secret, Date.now() + (attempt === 1 ? 30_000 : 0)));
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().includes('/api/admin/login/segundo-factor/') &&
          response.request().method() === 'POST',
      ),
      page.getByRole('button', { name: 'Ingresar' }).click(),
    ]);
    if (answer.ok()) break;
  }
  await page.waitForURL(/\/gestion\/?$/);
  await expect(page.getByRole('navigation', { name: 'Secciones de la gestión' })).toBeVisible();
}
