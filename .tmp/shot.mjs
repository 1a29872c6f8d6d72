import { chromium } from '@playwright/test';
const [url, width, out, full] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: Number(width), height: 844 }, locale: 'es-AR' });
await p.addInitScript(() => { const s = HTMLDialogElement.prototype.showModal; HTMLDialogElement.prototype.showModal = function () { if (!this.hasAttribute('data-popup-key')) s.call(this); }; });
await p.goto(url);
if (full === 'bottom') { await p.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)); await p.waitForTimeout(300); await p.screenshot({ path: out }); }
else await p.screenshot({ path: out, fullPage: full === 'full' });
await b.close();
