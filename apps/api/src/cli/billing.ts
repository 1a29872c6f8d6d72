// The billing system's CSV commands (issue #13 §5, docs/billing.md), on the same service as the API and the
// same database as the server (DATABASE_URL, or SQLite in DATA_DIR):
//   npm run billing:import -- <file.csv>               report as JSON on stdout; exit 2 if rows were rejected
//   npm run billing:export -- --from YYYY-MM-DD --to YYYY-MM-DD [--out file.csv]
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { billingExportQuerySchema, billingRowErrors } from '@portal/domain';
import { loadConfig } from '../config.js';
import { openDatabase } from '../infrastructure/db/database.js';
import { migrateToLatest } from '../infrastructure/db/migrate.js';
import { isAppError } from '../lib/app-error.js';
import { createBillingSystem, decodeCsv, type BillingService } from '../areas/billing/index.js';
import { UsageError, runCli } from './run-cli.js';

const USAGE =
  'Uso: npm run billing:import -- <archivo.csv>\n' +
  '     npm run billing:export -- --from AAAA-MM-DD --to AAAA-MM-DD [--out archivo.csv]';

/** npm runs scripts from the repository root; paths the operator typed are relative to where they typed them. */
const fromInvocation = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function withService<T>(run: (service: BillingService) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env);
  const handle = await openDatabase(config.database);
  try {
    await migrateToLatest(handle.db, handle.dialect);
    return await run(createBillingSystem(handle.db));
  } finally {
    await handle.destroy();
  }
}

async function importCommand(args: string[]): Promise<number> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError(USAGE);
  const bytes = await readFile(fromInvocation(file)).catch(() => {
    throw new UsageError(`No se pudo leer el archivo ${file}.`);
  });
  const report = await withService((service) => service.importCsv(decodeCsv(bytes)));
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  return report.rejected.length > 0 ? 2 : 0;
}

async function exportCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' } },
  });
  if (positionals.length > 0) throw new UsageError(USAGE);
  const query = billingExportQuerySchema.safeParse({ from: values.from, to: values.to });
  if (!query.success) {
    const errors = Object.entries(billingRowErrors(query.error)).map(
      ([field, message]) => `--${field}: ${message}`,
    );
    throw new UsageError(`${errors.join(' ')}\n${USAGE}`);
  }
  const csv = await withService((service) => service.exportPaymentsCsv(query.data.from, query.data.to));
  if (values.out) await writeFile(fromInvocation(values.out), csv, 'utf8');
  else process.stdout.write(csv);
  return 0;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'import') return importCommand(args);
  if (command === 'export') return exportCommand(args);
  throw new UsageError(USAGE);
}

runCli('billing', main, isAppError);
