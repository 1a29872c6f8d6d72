// The desk's access (issue #30 §1, ADR 0092): the admin signs in with password and TOTP, creates an agente,
// the agente enrolls the app from the manual key and keeps the recovery codes, signs in, and the admin reads
// every step in Auditoría. Axe on the sign-in, the members and the audit pages.
import { expect, test } from '../support/fixtures';
import { STAFF_ADMIN, staffLogin, staffPasswordStep, totpCode } from '../support/staff';

const agent = {
  email: `agente.e2e.${Date.now()}@example.com`,
  name: 'Lucía Técnica',
  password: 'Temporal1',
};

test('an admin creates an agente who enrolls the second factor; Auditoría shows each step', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });

  const signIn = await page.goto('/gestion/ingresar');
  expect(signIn?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { name: 'Ingresá con tu email y contraseña' })).toBeVisible();
  await checkA11y(page, '/gestion/ingresar');

  // Without a session the desk sends to the sign-in.
  await page.goto('/gestion/personal');
  await page.waitForURL('**/gestion/ingresar');

  await staffLogin(page, STAFF_ADMIN);
  await expect(page.getByRole('heading', { name: 'Gestiones' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Secciones de la gestión' });
  await expect(nav.getByRole('link')).toHaveText([
    'Gestiones',
    'Respuestas guardadas',
    'Informe',
    'Incidentes',
    'Personal',
    'Auditoría',
    'Mi contraseña',
  ]);

  await nav.getByRole('link', { name: 'Personal' }).click();
  await expect(page.getByRole('heading', { name: 'Personal' })).toBeVisible();
  await expect(page.getByTestId('miembro-staff@example.com')).toContainText('Configurado');
  await page.getByRole('button', { name: 'Nuevo miembro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo miembro' });
  await dialog.getByLabel('Email').fill(agent.email);
  await dialog.getByLabel('Nombre').fill(agent.name);
  await dialog.getByLabel('Rol').selectOption('agente');
  await dialog.getByLabel('Técnica').check();
  await dialog.getByLabel('Contraseña temporal').fill(agent.password);
  await dialog.getByRole('button', { name: 'Crear miembro' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Creamos a ${agent.name}` })).toBeVisible();
  const row = page.getByTestId(`miembro-${agent.email}`);
  await expect(row).toContainText('Agente');
  await expect(row).toContainText('Pendiente');
  await checkA11y(page, '/gestion/personal');

  await page.getByRole('button', { name: 'Salir' }).click();
  await page.waitForURL('**/gestion/ingresar');

  // The agente's first sign-in: the app is enrolled from the manual key.
  await staffPasswordStep(page, agent.email, agent.password);
  await expect(page.getByRole('heading', { name: 'Configurá la verificación en dos pasos' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código QR para tu app de autenticación' })).toBeVisible();
  await checkA11y(page, 'enrolment');
  const key = ((await page.getByTestId('clave-manual').textContent()) ?? '').replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Código de 6 números que muestra la app').fill(totpCode(key));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { name: 'Tus códigos de recuperación' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await checkA11y(page, 'recovery codes');
  await page.getByLabel('Guardé mis códigos').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/gestion\/?$/);
  await expect(page.getByRole('banner')).toContainText(agent.name);
  await expect(page.getByRole('banner')).toContainText('Agente');
  await expect(nav.getByRole('link')).toHaveText([
    'Gestiones',
    'Respuestas guardadas',
    'Incidentes',
    'Mi contraseña',
  ]);
  await nav.getByRole('link', { name: 'Mi contraseña' }).click();
  await expect(page.getByRole('heading', { name: 'Mi contraseña' })).toBeVisible();
  await checkA11y(page, '/gestion/contrasena');
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.waitForURL('**/gestion/ingresar');

  // Next time the agente only types the app's code.
  await staffLogin(page, agent.email, { password: agent.password, secret: key });
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.waitForURL('**/gestion/ingresar');

  await staffLogin(page, STAFF_ADMIN);
  await nav.getByRole('link', { name: 'Auditoría' }).click();
  await expect(page.getByRole('heading', { name: 'Auditoría' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Registro de auditoría' });
  await expect(table).toContainText('Alta de miembro');
  await expect(table).toContainText('Alta del segundo factor');
  await expect(table).toContainText(agent.name);
  await expect(table.getByRole('row').filter({ hasText: 'Ingreso' }).first()).toBeVisible();
  await checkA11y(page, '/gestion/auditoria');
});
