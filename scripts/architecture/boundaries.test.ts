// The boundaries of ADR 0088, run in `npm test` so a change that crosses one fails with the import that does.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cruiseBoundaries, repositoryRoot } from './boundaries.js';

describe('the boundaries', () => {
  it('hold in the domain, the API and the web, type-only imports included', async () => {
    const cruise = await cruiseBoundaries(repositoryRoot, [
      'packages/domain/src',
      'apps/api/src',
      'apps/web/app',
    ]);
    expect(cruise.modules).toBeGreaterThan(500);
    expect(cruise.violations).toEqual([]);
  }, 120_000);
});

describe('the boundary check', () => {
  // A tiny house that breaks every rule, beside imports the rules allow (a feature using lib/, an area's entry).
  const fixture: Record<string, string> = {
    'apps/web/app/features/cart/cart.ts': [
      "import { plans } from '../plans/plans';",
      "import { chrome } from '../../shell/chrome';",
      "import { prices } from '../../lib/prices';",
      'export const cart = [plans, chrome, prices];',
    ].join('\n'),
    'apps/web/app/features/plans/plans.ts': "export { plans } from './missing';",
    'apps/web/app/shell/chrome.ts': "export const chrome = 'chrome';",
    'apps/web/app/lib/prices.ts':
      "import { plans } from '../features/plans/plans';\nexport const prices = plans;",
    'apps/web/app/ui/tone.ts': "import type { Badge } from './badge';\nexport type Tone = Badge['kind'];",
    'apps/web/app/ui/badge.ts':
      "import type { Tone } from './tone';\nexport interface Badge { kind: 'info'; tone?: Tone }",
    'apps/web/app/root.tsx': "import { app } from '../../api/src/app';\nexport const root = app;",
    'apps/api/src/app.ts': "export const app = 'api';",
    'apps/api/src/areas/billing/index.ts': "export { invoices } from './billing-service';",
    'apps/api/src/areas/billing/billing-service.ts':
      "import { paths } from './billing-routes';\nexport const invoices = paths;",
    'apps/api/src/areas/billing/billing-routes.ts': "export const paths = ['/facturas'];",
    'apps/api/src/areas/billing/billing-repository.ts':
      "import { invoices } from './billing-service';\nexport const rows = invoices;",
    'apps/api/src/areas/payments/payments-routes.ts': [
      "import { rows } from './payments-repository';",
      "import { database } from '../../infrastructure/db/database';",
      "import { invoices } from '../billing/billing-service';",
      "import { invoices as listed } from '../billing';",
      "import { sql } from 'kysely';",
      'export const routes = [rows, database, invoices, listed, sql];',
    ].join('\n'),
    'apps/api/src/areas/payments/payments-repository.ts': 'export const rows: string[] = [];',
    'apps/api/src/infrastructure/db/database.ts': 'export const database = {};',
    'apps/api/src/infrastructure/mail/mailer.ts':
      "import { invoices } from '../../areas/billing';\nexport const mail = invoices;",
    'apps/api/src/lib/gateway.ts':
      "import { sandbox } from '../dev/sandbox';\nexport const gateway = sandbox;",
    'apps/api/src/dev/sandbox.ts': "export const sandbox = 'sandbox';",
    'packages/domain/src/rules.ts': [
      "import { readFileSync } from 'node:fs';",
      "import { sql } from 'kysely';",
      "import { z } from 'zod';",
      'export const rules = [readFileSync, sql, z];',
    ].join('\n'),
    'packages/domain/src/rules.test.ts':
      "import { join } from 'node:path';\nexport const joined = join('a');",
    'node_modules/kysely/package.json': '{ "name": "kysely", "main": "index.js" }',
    'node_modules/kysely/index.js': 'export const sql = 1;',
    'node_modules/zod/package.json': '{ "name": "zod", "main": "index.js" }',
    'node_modules/zod/index.js': 'export const z = 1;',
  };
  const house = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  afterAll(() => rmSync(house, { recursive: true, force: true }));

  it('reports every import that crosses a boundary, and only those', async () => {
    for (const [file, source] of Object.entries(fixture)) {
      mkdirSync(path.dirname(path.join(house, file)), { recursive: true });
      writeFileSync(path.join(house, file), source + '\n');
    }
    const cruise = await cruiseBoundaries(house, ['apps', 'packages']);
    expect(cruise.violations).toEqual([
      'area-through-its-entry: apps/api/src/areas/payments/payments-routes.ts → apps/api/src/areas/billing/billing-service.ts',
      'domain-is-plain: packages/domain/src/rules.ts → fs',
      'domain-is-plain: packages/domain/src/rules.ts → node_modules/kysely/index.js',
      'domain-tests-are-plain: packages/domain/src/rules.test.ts → path',
      'feature-not-to-other-feature: apps/web/app/features/cart/cart.ts → apps/web/app/features/plans/plans.ts',
      'feature-not-to-shell-or-routes: apps/web/app/features/cart/cart.ts → apps/web/app/shell/chrome.ts',
      'no-cycle: apps/web/app/ui/badge.ts → apps/web/app/ui/tone.ts → apps/web/app/ui/badge.ts',
      'production-not-to-dev: apps/api/src/lib/gateway.ts → apps/api/src/dev/sandbox.ts',
      'repositories-stay-below: apps/api/src/areas/billing/billing-repository.ts → apps/api/src/areas/billing/billing-service.ts',
      'resolvable: apps/web/app/features/plans/plans.ts → ./missing',
      'routes-not-to-repositories-or-database: apps/api/src/areas/payments/payments-routes.ts → apps/api/src/areas/payments/payments-repository.ts',
      'routes-not-to-repositories-or-database: apps/api/src/areas/payments/payments-routes.ts → apps/api/src/infrastructure/db/database.ts',
      'routes-not-to-repositories-or-database: apps/api/src/areas/payments/payments-routes.ts → node_modules/kysely/index.js',
      'services-not-to-routes: apps/api/src/areas/billing/billing-service.ts → apps/api/src/areas/billing/billing-routes.ts',
      'shared-layers-know-no-area: apps/api/src/infrastructure/mail/mailer.ts → apps/api/src/areas/billing/index.ts',
      'ui-and-lib-not-to-features: apps/web/app/lib/prices.ts → apps/web/app/features/plans/plans.ts',
      'web-not-to-api: apps/web/app/root.tsx → apps/api/src/app.ts',
    ]);
  });
});
