import { defineConfig } from '@playwright/test';
import { E2E_BILLING_KEY } from './e2e/support/billing-key';

// Two servers, each on a fresh database: the default company (2) and the variant without telephony (20).
// E2E_PORT_BASE lets two runs (say, a developer's and a clean-clone CI check) share one machine.
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
const servers = [
  { port: portBase, companyCode: '2' },
  { port: portBase + 20, companyCode: '20' },
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A hang detector, not a speed check (speed is measured by `npm run bench`): on a slow day for this shared
  // 2-core machine the longest journeys take 20–25 s, so 30 s left too little room.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    browserName: 'chromium',
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Ushuaia',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'company-2',
      testIgnore: [/company-20\.spec\.ts/, /account-payments\.spec\.ts/, /\.after\.spec\.ts/],
      use: { baseURL: `http://127.0.0.1:${portBase}` },
    },
    {
      // Journeys that change what other journeys assert (paying the demo customer's invoices changes Mis
      // servicios' debt; staff changing what every public page shows, *.after.spec.ts) run on the same server
      // once the others are done.
      name: 'company-2-after',
      testMatch: [/account-payments\.spec\.ts/, /\.after\.spec\.ts/],
      dependencies: ['company-2'],
      use: { baseURL: `http://127.0.0.1:${portBase}` },
    },
    {
      name: 'company-20',
      testMatch: /company-20\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${portBase + 20}` },
    },
  ],
  webServer: servers.map(({ port, companyCode }) => ({
    command: 'node e2e/support/serve-fresh.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    // The journeys sign the demo customer in from one address more often than the login limit allows a person
    // in 15 minutes (10 per IP and account); the limits themselves are tested in the API and resilience suites.
    env: {
      PORT: String(port),
      COMPANY_CODE: companyCode,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '10',
      // The payments journey loads a new invoice the way the billing system does.
      BILLING_API_KEY: E2E_BILLING_KEY,
    },
    reuseExistingServer: false,
    timeout: 60_000,
  })),
});
