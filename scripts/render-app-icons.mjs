// Renders the PNG app icons and favicon.ico from apps/web/public/favicon.svg with the machine's Chromium
// (no download): `node scripts/render-app-icons.mjs`. Run it again after changing the logo mark; commit the output.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
// iOS rounds the corners itself: its icon is the square, full-bleed drawing.
const square = svg.replace('rx="7"', 'rx="0"');

const outputs = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'apple-touch-icon.png', size: 180, source: square },
  { file: 'favicon-32.png', size: 32, source: svg },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
const pngs = {};
for (const { file, size, source } of outputs) {
  await page.setViewportSize({ width: size, height: size });
  const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
  );
  pngs[file] = await page.screenshot({
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
  if (file !== 'favicon-32.png') writeFileSync(path.join(publicDir, file), pngs[file]);
}
await browser.close();

// favicon.ico for old browsers and tools that ask for it by name: one 32x32 PNG inside an ICO header.
const png = pngs['favicon-32.png'];
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18); // image offset
writeFileSync(path.join(publicDir, 'favicon.ico'), Buffer.concat([header, png]));
console.log(`Wrote ${outputs.length - 1} PNG icons and favicon.ico to ${publicDir}`);
