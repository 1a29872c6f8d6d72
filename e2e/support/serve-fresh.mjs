// Runs the built server (as `npm start` does) on a fresh, throw-away DATA_DIR for one Playwright run.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverEnvironment } from '../../scripts/server-environment.mjs';

const root = path.resolve(import.meta.dirname, '../..');
// One known directory per port, wiped first: journeys that must change the database find it (data-dir.ts).
const dataDir = path.join(tmpdir(), `portal-e2e-${process.env.PORT}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const env = serverEnvironment({ ...process.env, DATA_DIR: dataDir });
delete env.DATABASE_URL; // always the embedded SQLite default, as a fresh `npm start`
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
