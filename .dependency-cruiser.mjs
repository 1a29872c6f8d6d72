// The boundaries of the house (ADR 0088), checked in `npm test` by scripts/architecture/boundaries.test.ts.
// Paths are relative to the repository root; type-only imports count as much as value imports.
import { fileURLToPath } from 'node:url';

const api = '^apps/api/src/';
const web = '^apps/web/app/';
const notTests = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'No import cycle, type-only ones included: each file sits above or below another, never both.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'resolvable',
      comment:
        "Every import resolves, so none passes a boundary unseen; React Router's generated route types excepted.",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^\\./\\+types/' },
    },
    {
      name: 'web-not-to-api',
      comment:
        'The web app never imports the API: it reaches it over HTTP, through the contracts of @portal/domain.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'feature-not-to-other-feature',
      comment: 'A feature never imports another: share through ui/, lib/ or @portal/domain.',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'feature-not-to-shell-or-routes',
      comment: 'Features sit below the shell and the routes that compose them.',
      severity: 'error',
      from: { path: `${web}features/` },
      to: { path: `${web}(shell/|routes/|routes\\.ts$|root\\.tsx$)` },
    },
    {
      name: 'ui-and-lib-not-to-features',
      comment:
        'ui/ and lib/ serve every feature, so they know none of them, nor the shell or the routes above.',
      severity: 'error',
      from: { path: `${web}(ui|lib)/` },
      to: { path: `${web}(features/|shell/|routes/|routes\\.ts$|root\\.tsx$)` },
    },
    {
      name: 'domain-is-plain',
      comment:
        'packages/domain runs in the browser and in Node: no framework, database driver, Node built-in or app; zod is the shared validation.',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: notTests },
      to: { pathNot: ['^packages/domain/src/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'domain-tests-are-plain',
      comment: "The domain's tests add only their runner to what the domain itself may import.",
      severity: 'error',
      from: { path: `^packages/domain/src/.*${notTests}` },
      to: { pathNot: ['^packages/domain/src/', '(^|/)node_modules/(zod|vitest)/'] },
    },
    {
      name: 'routes-not-to-repositories-or-database',
      comment:
        'Routes reach data through their area service, never a repository, the database module or Kysely.',
      severity: 'error',
      from: { path: `${api}.+-routes\\.ts$` },
      to: {
        path: [
          `${api}.+-repository\\.ts$`,
          `${api}infrastructure/db/`,
          '(^|/)node_modules/(kysely|pg|better-sqlite3)/',
        ],
      },
    },
    {
      name: 'services-not-to-routes',
      comment: 'Services sit below the routes that call them.',
      severity: 'error',
      from: { path: `${api}.+-service\\.ts$` },
      to: { path: `${api}.+-routes\\.ts$` },
    },
    {
      name: 'repositories-stay-below',
      comment:
        'Repositories know the database only: no route, service or infrastructure other than db/ and the mail ' +
        'outbox, whose rows a request writes in its own transaction (ADR 0051).',
      severity: 'error',
      from: { path: `${api}.+-repository\\.ts$` },
      to: {
        path: [`${api}.+-(routes|service)\\.ts$`, `${api}infrastructure/`],
        pathNot: [`${api}infrastructure/db/`, `${api}infrastructure/mail/(outbox-writer|mailer)\\.ts$`],
      },
    },
    {
      name: 'area-through-its-entry',
      comment: "An area imports another only through that area's index.ts, its public entry.",
      severity: 'error',
      from: { path: `${api}areas/([^/]+)/` },
      to: { path: `${api}areas/`, pathNot: [`${api}areas/$1/`, `${api}areas/[^/]+/index\\.ts$`] },
    },
    {
      name: 'shared-layers-know-no-area',
      comment: 'infrastructure/, lib/ and http/ serve every area, so they import none.',
      severity: 'error',
      from: { path: `${api}(infrastructure|lib|http)/` },
      to: { path: `${api}areas/` },
    },
    {
      name: 'production-not-to-dev',
      comment: 'The development surfaces (sandbox gateway, dev mailbox) stay outside the production path.',
      severity: 'error',
      from: { path: `${api}(areas|infrastructure|lib|http)/` },
      to: { path: `${api}dev/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are edges too: a type cycle still ties two files together.
    tsPreCompilationDeps: true,
    // The web's `~/` alias (see that file for why it is not apps/web/tsconfig.json itself).
    tsConfig: { fileName: fileURLToPath(new URL('tsconfig.boundaries.json', import.meta.url)) },
    // @portal/domain resolves to its TypeScript source, as in the type check and the tests.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@portal/source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
