// Automatic-debit key rotation (docs/automatic-debit.md), on the server's configuration and database:
//   npm run debit:reencrypt     seals again under DEBIT_ENCRYPTION_KEY every card number and CBU sealed under
//                               another key; report as JSON on stdout; exit 2 if some row cannot be opened
import { loadConfig } from '../config.js';
import { openDatabase } from '../infrastructure/db/database.js';
import { migrateToLatest } from '../infrastructure/db/migrate.js';
import { createDebitReencrypt, type ReencryptReport } from '../areas/debit/index.js';
import { UsageError, runCli } from './run-cli.js';

const USAGE = 'Uso: npm run debit:reencrypt';

async function reencrypt(): Promise<ReencryptReport> {
  const config = loadConfig(process.env);
  const handle = await openDatabase(config.database);
  try {
    await migrateToLatest(handle.db, handle.dialect);
    return await createDebitReencrypt(handle.db, config).run();
  } finally {
    await handle.destroy();
  }
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'reencrypt' || args.length > 0) throw new UsageError(USAGE);
  const report = await reencrypt();
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  if (report.unreadable.length === 0) return 0;
  const keys = [...new Set(report.unreadable.map((row) => row.key_id ?? 'sin id'))].join(', ');
  console.error(
    `${report.unreadable.length} adhesiones no se pudieron abrir: están cifradas con claves que no están en ` +
      `DEBIT_ENCRYPTION_KEY ni en DEBIT_ENCRYPTION_KEY_PREVIOUS (id de clave: ${keys}).`,
  );
  return 2;
}

runCli('debit', main);
