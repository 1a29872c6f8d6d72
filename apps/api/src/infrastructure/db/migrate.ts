import { Migrator, type Kysely } from 'kysely';
import type { DialectName } from './database.js';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Applies every pending migration; on failure throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new MigrationError(
      `Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
