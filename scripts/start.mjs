// `npm start`: builds what is missing, then runs the one-process server (web + API) in the foreground.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { serverEnvironment } from './server-environment.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnvironment(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
