import type { Config } from '@react-router/dev/config';

// Public pages are server-rendered on every request (ADR 0020): their HTML is complete and shows the
// current prices and company data from the database, which prerendering at build time could not.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
