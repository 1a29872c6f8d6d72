import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  it('prepares each SQL text once and drops the least recently used beyond its size', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const cached = withStatementCache(sqlite, 2);
    const one = cached.prepare('select 1');
    expect(cached.prepare('select 1')).toBe(one);
    const two = cached.prepare('select 2');
    cached.prepare('select 1');
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(one);
    expect(cached.prepare('select 2')).not.toBe(two);
    expect(cached.prepare('select 1').all([])).toEqual([{ 1: 1 }]);
    cached.close();
  });
});
