import { test } from '@playwright/test';
import { staffLogin, staffPasswordStep } from '../e2e/support/staff';

test('shots', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/gestion/ingresar');
    await page.getByLabel('Email').waitFor();
    await page.screenshot({ path: `ingresar-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffLogin(page);
  await page.goto('/gestion/personal');
  await page.getByRole('table').waitFor();
  await page.screenshot({ path: `personal-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Nuevo miembro' }).click();
  await page.getByRole('button', { name: 'Crear miembro' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `nuevo-1280.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cancelar' }).click({ timeout: 2000 }).catch(() => {});
  await page.goto('/gestion/auditoria');
  await page.getByRole('table').waitFor();
  await page.screenshot({ path: `auditoria-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: `auditoria-390.png`, fullPage: true });
  await page.goto('/gestion/personal');
  await page.getByRole('table').waitFor();
  await page.screenshot({ path: `personal-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Salir' }).click();
  await staffPasswordStep(page, 'staff@example.com');
  await page.getByLabel('Código de 6 números').waitFor();
  await page.screenshot({ path: `codigo-390.png`, fullPage: true });
});
