import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const conditions = ['@portal/source', 'module', 'browser', 'import', 'default'];

// The React Router Vite plugin is left out on purpose: component tests render modules directly.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    conditions,
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // One happy-dom window and module graph for all files; vitest.setup.ts resets what a file leaves (ADR 0089).
    isolate: false,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
