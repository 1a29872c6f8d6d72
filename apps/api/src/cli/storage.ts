// The orphan file sweep from the command line (ADR 0072, docs/operations.md), on the server's configuration,
// storage and database:
//   npm run storage:sweep [-- --dry-run]   reports the files no request references and, unless --dry-run,
//                                          removes those older than an hour; exit 2 if some removal failed
import { createFileStorage } from '../infrastructure/storage/index.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../infrastructure/db/database.js';
import { migrateToLatest } from '../infrastructure/db/migrate.js';
import { createStorageSweep, type SweepReport } from '../areas/requests/index.js';
import { UsageError, runCli } from './run-cli.js';

const USAGE = 'Uso: npm run storage:sweep [-- --dry-run]';

async function sweep(dryRun: boolean): Promise<SweepReport> {
  const config = loadConfig(process.env);
  const storage = await createFileStorage(config);
  const handle = await openDatabase(config.database);
  try {
    await migrateToLatest(handle.db, handle.dialect);
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    return await createStorageSweep(handle.db, storage, log, 0).sweep({ dryRun });
  } finally {
    storage.close?.();
    await handle.destroy();
  }
}

function summary(report: SweepReport): string {
  const action = report.dryRun ? 'a borrar (sin borrar: --dry-run)' : 'borrados';
  return [
    `Archivos de gestiones: ${report.kept}`,
    `Huérfanos de menos de una hora (se dejan): ${report.young}`,
    `Huérfanos encontrados: ${report.orphans}`,
    `Huérfanos ${action}: ${report.dryRun ? report.orphans : report.removed}`,
    ...(report.failed > 0 ? [`No se pudieron borrar: ${report.failed}`] : []),
    ...report.orphanKeys.map((key) => `  ${key}`),
  ].join('\n');
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  if (command !== 'sweep' || args.some((arg) => arg !== '--dry-run')) throw new UsageError(USAGE);
  const report = await sweep(dryRun);
  process.stdout.write(`${summary(report)}\n`);
  return report.failed > 0 ? 2 : 0;
}

runCli('storage', main);
