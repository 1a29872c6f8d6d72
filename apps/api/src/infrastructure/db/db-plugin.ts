// Opens the database, applies migrations, runs the seed it is handed (app.ts hands the demo data when SEED_DEMO
// asks), and exposes Kysely as `app.db`. Closing the app closes the pool.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbHandle: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  /** Fills an empty database; answers whether it wrote anything. */
  seed?: (db: Kysely<Database>) => Promise<boolean>;
}

async function dbPlugin(app: FastifyInstance, { config, seed }: DbPluginOptions): Promise<void> {
  const handle = await openDatabase(config.database);
  try {
    const applied = await migrateToLatest(handle.db, handle.dialect);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    if (seed && (await seed(handle.db))) app.log.info('demo data seeded');
  } catch (error) {
    await handle.destroy();
    throw error;
  }
  app.decorate('db', handle.db);
  app.decorate('dbHandle', handle);
  app.addHook('onClose', () => handle.destroy());
}

export default fp(dbPlugin, { name: 'db' });
