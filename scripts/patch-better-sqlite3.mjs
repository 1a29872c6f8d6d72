// Makes better-sqlite3 12 build without node::ObjectWrap's cleanup hooks (ADR 0018): Node 24.19+ aborts the process
// when it finalises a Statement outside a JS context (nodejs/node#65446). Runs as the root `postinstall` and after
// scripts/test-node-24.sh's rebuild; idempotent. It rebuilds the addon from source only when the binary in place
// was compiled against Node headers that carry the hooks, and fails if the rebuilt binary still does.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const header = 'object-wrap-without-cleanup-hooks.h';
const nodeInclude = '#include <node_object_wrap.h>';
const ownInclude = `#include "${header}"`;
// better-sqlite3 calls AddEnvironmentCleanupHook itself but never Remove…; only the hooked ObjectWrap does.
const hookedObjectWrapSymbol = 'RemoveEnvironmentCleanupHook';

export function betterSqliteDirectory() {
  const require = createRequire(join(root, 'apps/api/package.json'));
  return dirname(require.resolve('better-sqlite3/package.json'));
}

export function bindingPath(packageDirectory = betterSqliteDirectory()) {
  return join(packageDirectory, 'build/Release/better_sqlite3.node');
}

/** True when the compiled addon calls the cleanup-hook removal that aborts on Node 24.19+. */
export function bindingHasObjectWrapHooks(binary = bindingPath()) {
  return readFileSync(binary).includes(hookedObjectWrapSymbol);
}

function patchSource(packageDirectory) {
  const source = join(packageDirectory, 'src/better_sqlite3.cpp');
  copyFileSync(join(root, 'scripts/patches', header), join(packageDirectory, 'src', header));
  const text = readFileSync(source, 'utf8');
  if (text.includes(ownInclude)) return;
  if (!text.includes(nodeInclude)) {
    throw new Error(
      `better-sqlite3 changed: ${source} no longer includes <node_object_wrap.h>; revisit ADR 0018`,
    );
  }
  writeFileSync(source, text.replace(nodeInclude, ownInclude));
}

function rebuildFromSource() {
  console.log('Rebuilding better-sqlite3 from source without ObjectWrap cleanup hooks (ADR 0018)...');
  // A prebuilt binary would be the unpatched one, so prebuild-install is told not to fetch it.
  const result = spawnSync('npm', ['rebuild', 'better-sqlite3'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, npm_config_build_from_source: 'true' },
  });
  if (result.status !== 0)
    throw new Error(`npm rebuild better-sqlite3 failed with exit code ${result.status}`);
}

function main() {
  const packageDirectory = betterSqliteDirectory();
  patchSource(packageDirectory);
  const binary = bindingPath(packageDirectory);
  if (existsSync(binary) && !bindingHasObjectWrapHooks(binary)) return;
  rebuildFromSource();
  if (bindingHasObjectWrapHooks(binary)) {
    throw new Error('better-sqlite3 was rebuilt but still uses node::ObjectWrap cleanup hooks (ADR 0018)');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
