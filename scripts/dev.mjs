// `npm run dev`: the API from TypeScript sources with restarts on change, the web app through Vite with hot reload.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    '--conditions=@portal/source',
    '--watch-path=apps/api/src',
    '--watch-path=packages/domain/src',
    'apps/api/src/server.ts',
  ],
  { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'development', WEB_MODE: 'development', ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
