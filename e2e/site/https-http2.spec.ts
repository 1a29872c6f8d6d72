import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSelfSignedCertificate } from '../../scripts/self-signed-certificate.mjs';
import { test, expect } from '../support/fixtures';
import { pressAddToCart } from '../support/plans';

// The built server with TLS_CERT_FILE and TLS_KEY_FILE (ADR 0006): the browser gets the page, its scripts and
// its route data over one HTTP/2 connection, and the site works as over plain HTTP.
const port = Number(process.env.E2E_PORT_BASE ?? 3100) + 40;
const origin = `https://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let certificateDir = '';

function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    get(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    }).on('error', () => resolve(false));
  });
}

test.beforeAll(async () => {
  certificateDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-tls-'));
  const { certFile, keyFile } = createSelfSignedCertificate(certificateDir);
  server = spawn(process.execPath, ['e2e/support/serve-fresh.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      TLS_CERT_FILE: certFile,
      TLS_KEY_FILE: keyFile,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect.poll(() => answers(`${origin}/readyz`), { timeout: 30_000 }).toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(certificateDir, { recursive: true, force: true });
});

test.use({ baseURL: origin, ignoreHTTPSErrors: true });

test('over HTTPS the page, its assets and its data travel on HTTP/2 and the site works', async ({
  page,
  checkA11y,
}) => {
  // The protocol of every answer, as Chromium's network stack reports it.
  const protocols: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.responseReceived', ({ response }) => {
    // connectionId 0: answered from the memory cache, no connection involved.
    if (response.connectionId !== 0) protocols.push(`${response.protocol} ${new URL(response.url).pathname}`);
  });
  await cdp.send('Network.enable');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A client navigation (route module and data over the same connection), then the cart (hydrated React).
  await page.getByRole('link', { name: 'Internet', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Internet' })).toBeVisible();
  await checkA11y(page);
  await pressAddToCart(page, 'Internet 100 Megas');
  await expect(page.getByTestId('header-cart')).toContainText('1');

  expect(protocols).toContain('h2 /');
  expect(protocols.some((line) => /^h2 \/assets\/.+\.js$/.test(line))).toBe(true);
  expect(protocols).toContain('h2 /internet.data');
  expect(protocols.filter((line) => !line.startsWith('h2 '))).toEqual([]);
});
