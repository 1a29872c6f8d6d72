import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// ADR 0018: node::ObjectWrap's cleanup hooks (Node 24.19+ headers) abort the process when V8 finalises a
// better-sqlite3 Statement outside a JS context. The root postinstall builds the addon without them.
describe('the better-sqlite3 addon', () => {
  const packageDirectory = dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'));

  it('is built without node::ObjectWrap cleanup hooks, on whatever Node.js runs the suite', () => {
    const binary = readFileSync(join(packageDirectory, 'build/Release/better_sqlite3.node'));
    expect(binary.includes('RemoveEnvironmentCleanupHook')).toBe(false);
  });

  it('compiles the ObjectWrap of the patch, not the one in Node.js headers', () => {
    const source = readFileSync(join(packageDirectory, 'src/better_sqlite3.cpp'), 'utf8');
    expect(source).toContain('#include "object-wrap-without-cleanup-hooks.h"');
    expect(source).not.toContain('#include <node_object_wrap.h>');
  });
});
