import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const w of [390, 768, 1024, 1280]) {
  const p = await b.newPage({ viewport: { width: w, height: 844 }, locale: 'es-AR' });
  await p.goto('http://127.0.0.1:3190/');
  const h = await p.getByTestId('site-footer').evaluate(async (f) => { f.scrollIntoView(); await new Promise(r => setTimeout(r, 300)); const cs = getComputedStyle(f); const content = f.getBoundingClientRect().height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom); return { content, rem: content / parseFloat(getComputedStyle(document.documentElement).fontSize), cis: cs.containIntrinsicSize }; });
  console.log(w, JSON.stringify(h));
  await p.close();
}
await b.close();
