// The layer rules run in `npm test`, so CI refuses a change that breaks them: ESLint's import restrictions
// (features never import each other, the web never imports the API, repositories never import adapters…, see
// eslint.config.js) and no import cycle in any package.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.js';

const root = path.resolve(import.meta.dirname, '../..');
const relative = (file: string) => path.relative(root, file);

describe('the architecture', () => {
  it('has no import cycle in the domain, the API or the web', () => {
    const graph = importGraph([
      { directory: path.join(root, 'packages/domain/src') },
      { directory: path.join(root, 'apps/api/src') },
      {
        directory: path.join(root, 'apps/web/app'),
        aliases: { '~/': path.join(root, 'apps/web/app') + '/' },
      },
    ]);
    expect(graph.size).toBeGreaterThan(200);
    expect(importCycles(graph).map((cycle) => cycle.map(relative))).toEqual([]);
  });

  it("keeps ESLint's layer and import rules", async () => {
    const eslint = new ESLint({ cwd: root });
    const results = await eslint.lintFiles(['packages', 'apps', 'scripts', 'e2e', 'bench']);
    const problems = results.flatMap((result) =>
      result.messages
        .filter((message) => message.severity === 2)
        .map(
          (message) => `${relative(result.filePath)}:${message.line} ${message.ruleId}: ${message.message}`,
        ),
    );
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('the cycle finder', () => {
  it('finds a cycle through three files and ignores a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });
});
