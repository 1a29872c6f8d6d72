import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// '@portal/source' makes @portal/domain resolve to its TypeScript source, so the web bundle never
// depends on a stale dist/ build of the domain package.
const conditions = ['@portal/source', 'module', 'browser', 'import', 'default'];
const ssrConditions = ['@portal/source', 'module', 'node', 'import', 'default'];

const SHELL_MODULES =
  /apps[\\/]web[\\/]app[\\/](lib|ui|shell|features[\\/](navigation|footer))[\\/]|packages[\\/]domain[\\/]src[\\/](constants|messages|format)\./;
// Modules that load on demand (a dialog, signing out, the account area, the open side menu, the staff desk,
// the pop-up's HTML sanitiser) and bring zod, TanStack Query or DOMPurify, or are needed only after a person acts.
const DIALOG_ONLY_MODULES =
  /captcha|customer|api-client|modal-param|end-session|account-query-provider|dialog-query-client|ui[\\/]modal[\\/]modal\.tsx|ui[\\/]field|side-menu-(panel|list|items)|menu-action|file-size|save-file|staff-session|popup-html|\.server\./;
// Page pieces of the design system (ADR 0061): they travel with the routes that use them, not with the chrome.
const PAGE_ONLY_UI =
  /ui[\\/](aaip-legend|data-table|accordion|file-slot|stepper|illustrations|status-pill|empty-state|error-state|callout|card-grid|card|list|form-actions|toast|badge|price|tone|page-section|fact-list)[\\/]/;

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
    // Few, larger chunks on every page: over HTTP/1.1 on a slow mobile link each extra script is another
    // round trip in the six-connection queue (ADR 0005). Lazy widgets (modals, map, zod) keep their own chunks.
    rolldownOptions: {
      output: {
        // Every page carries the list of chunks it may preload (the shell's map and the route manifest): shared
        // chunks go by their hash alone, so the list stays short as the site grows; the named groups keep names.
        chunkFileNames: (chunk) =>
          chunk.name === 'framework' || chunk.name === 'shell'
            ? 'assets/[name]-[hash].js'
            : 'assets/c-[hash].js',
        codeSplitting: {
          groups: [
            // Changes only when a dependency is upgraded, so returning visitors keep it cached.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            // The site chrome and shared helpers every public page renders; captcha, forms and the modal
            // widget stay out because only opened dialogs need them.
            {
              name: 'shell',
              test: (id: string) =>
                SHELL_MODULES.test(id) && !DIALOG_ONLY_MODULES.test(id) && !PAGE_ONLY_UI.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
