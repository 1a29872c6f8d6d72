// The resilience suite attacks the real server: the built `apps/api/dist/server.js` started as `npm start`
// starts it (NODE_ENV unset), in its own process, on a fresh DATA_DIR (and a fresh PostgreSQL database for the
// postgres dialect), over real sockets. Its logs and its memory (from /proc) are there to be asserted on.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
// @ts-expect-error -- a plain .mjs script of the repo, without types
import { serverEnvironment } from '../../../../../scripts/server-environment.mjs';
import { createFreshDatabase, TEST_API_KEY, sleep, type TestDialect } from '../../support/test-app.js';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../../dist/server.js');
const READY_TIMEOUT_MS = 30_000;

/** How hard the attacks hit: 'light' inside `npm test`, 'full' under `npm run test:security`. */
export const LOAD: 'light' | 'full' = process.env.SECURITY_LOAD === 'full' ? 'full' : 'light';
/** `light` or `full` value for a figure of an attack. */
export const byLoad = <T>(light: T, full: T): T => (LOAD === 'full' ? full : light);

export interface Memory {
  /** Resident set now and its high-water mark, in MB. */
  rssMb: number;
  peakMb: number;
}

export interface RealServer {
  url: string;
  pid: number;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr so far (pino JSON lines and the boot banner). */
  logs(): string;
  memory(): Promise<Memory>;
  /** fetch against the server with the API key set (override through init.headers). */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

export interface RealServerOptions {
  dialect: TestDialect;
  /** Extra environment (e.g. REDIS_URL, RATE_LIMIT_SCALE, HOST). */
  env?: Record<string, string>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${logs()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`server not ready after ${READY_TIMEOUT_MS} ms:\n${logs()}`);
}

async function readMemory(pid: number): Promise<Memory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

export async function startRealServer(options: RealServerOptions): Promise<RealServer> {
  const database = await createFreshDatabase(options.dialect);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  // What a plain `npm start` gives: no NODE_ENV, no test-runner variables leaking into the server.
  for (const name of Object.keys(env)) if (name.startsWith('VITEST') || name === 'NODE_ENV') delete env[name];
  Object.assign(env, serverEnvironment({}), {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_API_KEY: TEST_API_KEY,
    LOG_LEVEL: 'info',
    ...database.env,
    ...options.env,
  });
  const child = spawn(process.execPath, [SERVER_ENTRY], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(12_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await database.drop();
  };
  try {
    await waitReady(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    dataDir: database.dataDir,
    logs: () => output,
    memory: () => readMemory(child.pid ?? 0),
    fetch: (pathname, init = {}) =>
      fetch(`${url}${pathname}`, {
        ...init,
        headers: { 'x-api-key': TEST_API_KEY, ...(init.headers as Record<string, string> | undefined) },
      }),
    stop,
  };
}

/** JSON POST helper. */
export function postJson(
  server: RealServer,
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return server.fetch(pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Error-level (50) and fatal (60) pino lines the server logged: an attack must never produce one. */
export function errorLogLines(server: RealServer): string[] {
  return server
    .logs()
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));
}
