// Builds each package whose output is missing or older than its sources, in dependency order.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const targets = [
  {
    workspace: '@portal/domain',
    output: 'packages/domain/dist/index.js',
    sources: ['packages/domain/src', 'packages/domain/package.json'],
  },
  {
    workspace: '@portal/web',
    output: 'apps/web/build/server/index.js',
    sources: [
      'apps/web/app',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/react-router.config.ts',
      'packages/domain/src',
    ],
  },
  {
    workspace: '@portal/api',
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/package.json', 'packages/domain/src'],
  },
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(full)) {
    if (/\.test\.tsx?$/.test(child)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function buildIfStale({ force = false } = {}) {
  for (const target of targets) {
    const output = path.join(root, target.output);
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    const sourcesAt = Math.max(...target.sources.map(newestMtime));
    if (!force && builtAt > sourcesAt) continue;
    console.log(`Building ${target.workspace}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`Build of ${target.workspace} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildIfStale({ force: process.argv.includes('--force') });
