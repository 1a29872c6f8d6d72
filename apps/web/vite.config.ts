import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// '@portal/source' makes @portal/domain resolve to its TypeScript source, so the web bundle never
// depends on a stale dist/ build of the domain package.
const conditions = ['@portal/source', 'module', 'browser', 'import', 'default'];
const ssrConditions = ['@portal/source', 'module', 'node', 'import', 'default'];

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    conditions,
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  ssr: {
    noExternal: ['@portal/domain'],
    resolve: { conditions: ssrConditions, externalConditions: ['@portal/source'] },
  },
  build: {
    manifest: true,
  },
});
