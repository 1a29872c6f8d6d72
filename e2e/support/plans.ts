import type { Page } from '@playwright/test';

/** Presses "Agregar al carrito" on the plan card that names `plan`. */
export async function pressAddToCart(page: Page, plan: string) {
  await page
    .getByTestId('plan-card')
    .filter({ hasText: plan })
    .getByRole('button', { name: /Agregar al carrito/ })
    .click();
}
