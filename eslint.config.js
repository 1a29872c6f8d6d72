import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Flat config does not merge one rule's options across blocks: a later `no-restricted-imports` replaces an
// earlier one for the files both match. So each layer's block repeats the rules of the layers around it.
const webNeverImportsApi = {
  group: ['**/apps/api/**', '@portal/api*'],
  message: 'The web app never imports the API.',
};
const noFeatures = (message) => ({ group: ['~/features/*', '**/features/*', '**/features/**'], message });
const restrict = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict(webNeverImportsApi),
    },
  },
  {
    // bulletproof-react: features do not import each other; share through app/ui, app/lib or @portal/domain.
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        webNeverImportsApi,
        {
          group: ['~/features/*', '../../features/*', '../../*/'],
          message: 'Features do not import each other.',
        },
        { group: ['~/routes/*', '**/routes/*'], message: 'Features never import routes.' },
      ),
    },
  },
  {
    // The lower layers serve every feature, so they may know none of them.
    files: ['apps/web/app/{ui,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        webNeverImportsApi,
        noFeatures('ui/ and lib/ never import features.'),
        {
          group: ['~/routes/*', '**/routes/*', '~/shell/*', '**/shell/*'],
          message: 'ui/ and lib/ sit below routes and the shell.',
        },
      ),
    },
  },
  {
    // The shared domain package runs in the browser and in Node: no framework and no app code in it.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        group: [
          'fastify*',
          '@fastify/*',
          'react',
          'react-*',
          '@tanstack/*',
          '@portal/api*',
          '@portal/web*',
          '**/apps/**',
        ],
        message: 'packages/domain stays free of Fastify, React and the apps.',
      }),
    },
  },
  {
    // API layers inside each area: routes -> services -> repositories; nothing below imports what sits above it.
    files: ['apps/api/src/areas/**/*-service.ts'],
    rules: {
      'no-restricted-imports': restrict({
        group: ['**/*-routes*'],
        message: 'Services never import routes.',
      }),
    },
  },
  {
    files: ['apps/api/src/areas/**/*-repository.ts'],
    rules: {
      'no-restricted-imports': restrict(
        {
          group: ['**/*-routes*', '**/*-service*'],
          message: 'Repositories never import routes or services.',
        },
        {
          group: ['**/infrastructure/gateways/**', '**/infrastructure/storage/**'],
          message: 'Repositories never import adapters.',
        },
      ),
    },
  },
);
