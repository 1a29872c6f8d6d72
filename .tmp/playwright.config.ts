import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.',
  timeout: 120_000,
  use: {
    baseURL: 'http://127.0.0.1:3240',
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Ushuaia',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] },
  },
  webServer: {
    command: 'node e2e/support/serve-fresh.mjs',
    cwd: '..',
    url: 'http://127.0.0.1:3240/readyz',
    env: { PORT: '3240', COMPANY_CODE: '2', LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '10' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
