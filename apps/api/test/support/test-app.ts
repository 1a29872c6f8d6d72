// Builds the real app on a FRESH database per call: SQLite in a temp DATA_DIR, or, when TEST_DATABASE_URL is
// set, a PostgreSQL database created for the occasion and dropped afterwards. Suites run once per dialect:
//   describe.each(dialects)('%s', (dialect) => { ... createTestApp({ dialect }) ... })
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import type { LogStream } from '../../src/infrastructure/logging/logger.js';

export type TestDialect = 'sqlite' | 'postgres';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const dialects: TestDialect[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
export const TEST_API_KEY = 'test-api-key-0123456789abcdef';

export interface FreshDatabase {
  dataDir: string;
  /** Environment that points the app at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  // Imported lazily, like the app does, so SQLite-only runs never load the driver.
  const { default: driver } = await import('pg');
  const client = new driver.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createFreshDatabase(dialect: TestDialect): Promise<FreshDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-api-test-'));
  if (dialect === 'sqlite') {
    return { dataDir, env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestAppOptions {
  dialect?: TestDialect;
  /** Extra environment variables (e.g. COMPANY_CODE: '20'). */
  env?: Record<string, string>;
  /** Runs before app.ready(): register test-only routes here. */
  setup?: (app: FastifyInstance) => void | Promise<void>;
  /** Receives the JSON log lines at info level and above. */
  logStream?: LogStream;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: FreshDatabase;
  /** app.inject with the API key already set (override or remove it through `headers`). */
  request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createFreshDatabase(options.dialect ?? 'sqlite');
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_API_KEY: TEST_API_KEY,
    SEED_DEMO: 'true',
    ...database.env,
    ...options.env,
  });
  const app = await buildApp(config, {
    logger: options.logStream ? { stream: options.logStream, level: 'info' } : false,
  });
  try {
    await options.setup?.(app);
    await app.ready();
  } catch (error) {
    await app.close();
    await database.drop();
    throw error;
  }
  return {
    app,
    config,
    database,
    request: (req) => app.inject({ ...req, headers: { 'x-api-key': TEST_API_KEY, ...req.headers } }),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** Collects log lines in memory. */
export function memoryLogStream(): LogStream & { lines: string[]; text(): string } {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line), text: () => lines.join('') };
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
