// Staff sign-in for desk journeys (ADR 0092): password, then a TOTP code computed like an authenticator app
// from the member's secret. A TOTP step signs a member in once, and parallel journeys sign the same seeded
// member in: like the API suites (staffSignIn in apps/api/test/support), a journey forgets the member's last used
// step in the journey server's database first, so no journey waits for the next 30-second step.
import type { APIRequestContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import path from 'node:path';
import { expect } from '@playwright/test';
import { createGuardrails, generateSync } from 'otplib';
import { e2eDataDir } from './data-dir';
import { DEV_PUBLIC_API_KEY } from './fixtures';

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

/** Lets the member's next sign-in use the current step's code again (a journey-only reset of the replay guard). */
export function forgetTotpStep(baseURL: string | undefined, email: string): void {
  const db = new Database(path.join(e2eDataDir(baseURL), 'portal.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update staff_users set totp_last_step = null where email = ?').run(email);
  } finally {
    db.close();
  }
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
  // A parallel journey may spend the same step between the reset and the press: then once more.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    forgetTotpStep(page.url(), email);
    await field.fill(totpCode(secret));
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

/** Signs an enrolled member in through the API and answers the staff session token. */
export async function staffApiToken(
  request: APIRequestContext,
  baseURL: string | undefined,
  email: string = STAFF_ADMIN,
): Promise<string> {
  const headers = { 'x-api-key': DEV_PUBLIC_API_KEY };
  const first = await request.post('/api/admin/login/', {
    headers,
    data: { email, password: STAFF_PASSWORD },
  });
  expect(first.status(), await first.text()).toBe(200);
  const { challenge } = (await first.json()) as { challenge: string };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    forgetTotpStep(baseURL, email);
    const second = await request.post('/api/admin/login/segundo-factor/', {
      headers,
      data: { challenge, code: totpCode() },
    });
    if (second.ok()) return ((await second.json()) as { token: string }).token;
    expect(second.status(), await second.text()).toBe(400);
  }
  throw new Error(`${email} could not sign in with three codes`);
}
