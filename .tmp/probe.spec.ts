import { test } from '@playwright/test';
import { staffLogin } from '../e2e/support/staff';

test('probe', async ({ page }) => {
  await staffLogin(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/gestion/personal');
  await page.getByRole('table').waitFor();
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.scrollWidth > 392 || el.getBoundingClientRect().width > 392)
      .slice(0, 8)
      .map((el) => `${el.tagName}.${el.className} sw=${el.scrollWidth} w=${Math.round(el.getBoundingClientRect().width)} doc=${document.documentElement.scrollWidth}`),
  );
  console.log(wide.join('\n'));
});
