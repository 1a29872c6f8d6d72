import { chromium } from '@playwright/test';
const [origin, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  const page = await ctx.newPage();
  const shot = (name) => page.screenshot({ path: `${out}/${width}-${name}.png` });
  const closePopup = async () => { await page.waitForTimeout(800); const d = page.getByRole('dialog', { name: 'Novedades' }); if (await d.count()) await d.getByRole('button', { name: 'Cerrar' }).click(); };
  await page.goto(origin + '/', { waitUntil: 'networkidle' }); await closePopup(); await shot('home-top');
  await page.mouse.wheel(0, 1500); await page.waitForTimeout(300); await shot('home-scrolled');
  await page.goto(origin + '/internet', { waitUntil: 'networkidle' }); await closePopup(); await shot('internet-top');
  await page.locator('[data-testid="plan-card"]').first().scrollIntoViewIfNeeded(); await shot('internet-plans');
  // add two plans, one with an add-on
  const cards = page.locator('[data-testid="plan-card"]');
  await cards.nth(1).getByRole('checkbox').first().check();
  await cards.nth(1).getByRole('button', { name: /Agregar al carrito/ }).click();
  await cards.nth(1).getByRole('button', { name: /Agregar al carrito/ }).click();
  await cards.nth(0).getByRole('button', { name: /Agregar al carrito/ }).click();
  await page.waitForTimeout(500);
  await page.getByRole('button', { name: /Contratanos/ }).first().click(); await page.waitForTimeout(600); await shot('cart-open');
  await page.goto(origin + '/ayuda/centro-de-ayuda/television', { waitUntil: 'networkidle' }); await closePopup();
  await page.getByRole('searchbox').first().fill('factura').catch(() => {}); await page.waitForTimeout(400); await shot('help-search');
  await page.goto(origin + '/nosotros', { waitUntil: 'networkidle' }); await closePopup();
  await page.getByRole('button', { name: /Quiero que me contacten/ }).first().click(); await page.waitForTimeout(800); await shot('contact-form');
  await ctx.close();
}
await browser.close();
