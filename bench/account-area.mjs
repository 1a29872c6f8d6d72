// The account area as a signed-in customer sees it (issue #11): the gzip JavaScript the first account page
// loads, shell included, and Lighthouse's accessibility score of /mi-cuenta/mis-servicios. One Chrome: the
// login happens in it through the real 'Mi Cuenta' modal, so the session is in the profile Lighthouse audits.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--ignore-certificate-errors',
];

const ACCOUNT_HOME = '/mi-cuenta/mis-servicios';

async function signIn(page, base, email, password) {
  // The home page's seeded pop-up covers the page for this first-time visitor: closed as a person would.
  await page.goto(`${base}/`);
  await page.getByRole('dialog', { name: 'Novedades' }).getByRole('button', { name: 'Cerrar' }).click();
  await page.getByTestId('header-mi-cuenta').click();
  const dialog = page.getByRole('dialog', { name: 'Mi Cuenta' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Contraseña').fill(password);
  await dialog.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(`**${ACCOUNT_HOME}`);
}

/** Gzip bytes (level 9, as the home-route row) of every script a fresh load of the account home fetches. */
async function accountScriptWeight(page, base) {
  const scripts = new Set();
  const onResponse = (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  };
  page.on('response', onResponse);
  await page.goto(`${base}${ACCOUNT_HOME}`, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  let bytes = 0;
  for (const url of scripts)
    bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return { bytes, files: scripts.size };
}

/**
 * Resolves { weight, accessibility, failing } or { skipped: reason } when Chrome cannot run.
 * @param {string} base the portal's origin
 * @param {{ email: string, password: string }} login
 */
export async function accountAreaFigures(base, login) {
  let chrome;
  try {
    chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
  } catch (error) {
    return { skipped: `Chrome did not start: ${error.message}` };
  }
  let browser;
  try {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await signIn(page, base, login.email, login.password);
    const weight = await accountScriptWeight(page, base);
    // The profile keeps the session in localStorage: Lighthouse must not clear it.
    const { lhr } = await lighthouse(`${base}${ACCOUNT_HOME}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
      disableStorageReset: true,
    });
    // A lost session would audit the login redirect instead: refuse to report that as the account page.
    if (!new URL(lhr.finalDisplayedUrl).pathname.startsWith(ACCOUNT_HOME)) {
      return { skipped: `Lighthouse ended at ${lhr.finalDisplayedUrl}, not the account page` };
    }
    const category = lhr.categories.accessibility;
    const failing = category.auditRefs.filter((ref) => lhr.audits[ref.id].score === 0).map((ref) => ref.id);
    return {
      weight,
      accessibility: Math.round(category.score * 100),
      failing,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await browser?.close().catch(() => {});
    await chrome.kill();
  }
}
