import { defineConfig } from 'vitest/config';

// Resolve @portal/domain to its TypeScript source in tests (see packages/domain/package.json exports).
// Server-side conditions stay Node's own: vitest hands them to Node, and 'import'/'module' there would give
// CommonJS packages (helmet, pg-pool) an ES module where they require() a function.
export default defineConfig({
  resolve: { conditions: ['@portal/source', 'module', 'browser', 'development|production'] },
  ssr: {
    resolve: {
      conditions: ['@portal/source', 'node', 'development|production'],
      externalConditions: ['@portal/source'],
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          root: './packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Pure functions over values: one module graph for all files (ADR 0089).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: './apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['test/security/**'],
          // Each suite builds its own app on a fresh database; only the modules are shared (ADR 0089).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The resilience suite: attacks on the built server in its own process (light here, full under
        // `npm run test:security`). One file at a time, so one attack's load never skews another's figures.
        extends: true,
        test: {
          name: 'security',
          root: './apps/api',
          environment: 'node',
          include: ['test/security/**/*.test.ts'],
          globalSetup: ['test/security/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The bench's own logic (figures come from `npm run bench`, never from tests).
        extends: true,
        test: {
          name: 'bench',
          root: './bench',
          environment: 'node',
          include: ['*.test.mjs'],
          isolate: false,
        },
      },
      {
        // The boundaries between packages, layers and areas, by dependency-cruiser (scripts/architecture).
        extends: true,
        test: {
          name: 'architecture',
          root: './scripts/architecture',
          environment: 'node',
          include: ['*.test.ts'],
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
