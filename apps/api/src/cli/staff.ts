// The desk's first admin (ADR 0092), on the server's configuration and database:
//   npm run staff:create-admin -- --email <email> --name "<nombre>"
// prints a temporary password once; the admin sets up the second factor at /gestion/ingresar.
import { emailField } from '@portal/domain';
import { parseArgs } from 'node:util';
import { createFirstAdmin } from '../areas/staff/index.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../infrastructure/db/database.js';
import { migrateToLatest } from '../infrastructure/db/migrate.js';
import { UsageError, runCli } from './run-cli.js';

const USAGE = 'Uso: npm run staff:create-admin -- --email <email> --name "<nombre y apellido>"';

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'create-admin') throw new UsageError(USAGE);
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({ args, options: { email: { type: 'string' }, name: { type: 'string' } } }));
  } catch {
    throw new UsageError(USAGE);
  }
  const email = emailField().safeParse(values.email ?? '');
  const name = values.name?.trim() ?? '';
  if (!email.success || name === '') throw new UsageError(USAGE);
  const config = loadConfig(process.env);
  const handle = await openDatabase(config.database);
  try {
    await migrateToLatest(handle.db, handle.dialect);
    const admin = await createFirstAdmin(handle.db, { email: email.data, name });
    if (!admin) {
      console.error(`Ya hay un miembro con el email ${email.data.toLowerCase()}: no se cambió nada.`);
      return 1;
    }
    process.stdout.write(
      `Creamos a ${admin.name} (${admin.email}) como administrador.\n` +
        `Contraseña temporal: ${admin.temporaryPassword}\n` +
        'Ingresá en /gestion/ingresar: vas a configurar la verificación en dos pasos y, después, a cambiar ' +
        'la contraseña en Mi contraseña.\n',
    );
    return 0;
  } finally {
    await handle.destroy();
  }
}

runCli('staff', main);
