import { defineConfig } from 'vitest/config';

// Resolve @portal/domain to its TypeScript source in tests (see packages/domain/package.json exports).
const conditions = ['@portal/source', 'module', 'node', 'import', 'default'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@portal/source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'domain', root: './packages/domain', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: './apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
