// Dialect choice: an embedded SQLite file by default (nothing to install), PostgreSQL when DATABASE_URL says so
// (several API instances share it). Everything above this file is dialect-agnostic.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { DatabaseConfig } from '../../config.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Resolves when the database answers a trivial query: the readiness probe's one question. */
  ping(): Promise<void>;
  /** Idempotent: closing twice (a test that closed it already, then app.close()) is harmless. */
  destroy(): Promise<void>;
}

function openSqlite(file: string): Kysely<Database> {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers proceed while a write commits; NORMAL sync is durable in WAL mode except on power loss
  // of the OS, which is the usual trade-off for an embedded web database.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A checkpoint (the one fsync of WAL mode) blocks the committing request; every 10,000 pages instead of
  // 1,000 it runs a tenth as often and writes each hot page (counters, index tails) once for many commits.
  sqlite.pragma('wal_autocheckpoint = 10000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

async function openPostgres(url: string): Promise<Kysely<Database>> {
  // Loaded on demand: an SQLite-only install never pays for the driver.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (server restart) emits 'error' on the pool; without a listener
  // that would crash the process. The next query simply gets a fresh connection.
  pool.on('error', () => undefined);
  // A client checked out but between queries (a transaction awaiting other work) emits 'error' on itself when
  // its connection drops, which would crash the process; its next query fails and is answered 503 instead.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const db = config.kind === 'postgres' ? await openPostgres(config.url) : openSqlite(config.file);
  let closing: Promise<void> | undefined;
  return {
    db,
    dialect: config.kind,
    async ping() {
      await sql`select 1`.execute(db);
    },
    destroy() {
      closing ??= db.destroy().catch(() => undefined);
      return closing;
    },
  };
}
