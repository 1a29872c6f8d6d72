import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStylesheetReader } from './stylesheet-reader.js';

const dir = mkdtempSync(path.join(tmpdir(), 'stylesheets-'));
writeFileSync(path.join(dir, 'root-abc.css'), 'body{margin:0}');
writeFileSync(path.join(dir, 'secret.txt'), 'no');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createStylesheetReader', () => {
  const read = createStylesheetReader(dir);

  it('reads a built stylesheet by its href, with or without the trailing #', () => {
    expect(read('/assets/root-abc.css')).toBe('body{margin:0}');
    expect(read('/assets/root-abc.css#')).toBe('body{margin:0}');
  });

  it('gives null for missing files and for anything but /assets/<name>.css', () => {
    expect(read('/assets/missing.css')).toBeNull();
    expect(read('/assets/secret.txt')).toBeNull();
    expect(read('/assets/../secret.css')).toBeNull();
    expect(read('https://cdn.example.com/assets/root-abc.css')).toBeNull();
  });

  it('reads each file once: hashed assets never change under the same name', () => {
    const cached = createStylesheetReader(dir);
    writeFileSync(path.join(dir, 'late-x.css'), 'a{}');
    expect(cached('/assets/late-x.css')).toBe('a{}');
    writeFileSync(path.join(dir, 'late-x.css'), 'changed{}');
    expect(cached('/assets/late-x.css')).toBe('a{}');
  });
});
