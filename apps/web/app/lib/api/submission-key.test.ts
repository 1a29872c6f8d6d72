import { afterEach, describe, expect, it, vi } from 'vitest';
import { submissionDone, submissionKey } from './submission-key';

afterEach(() => vi.unstubAllGlobals());

describe('submission keys', () => {
  it('reuses the key for a retry of the same body, and makes a new one for another body', () => {
    const first = submissionKey('test-a', { name: 'Ana' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(submissionKey('test-a', { name: 'Ana' })).toBe(first);
    expect(submissionKey('test-a', { name: 'Ana María' })).not.toBe(first);
  });

  it('makes a new key after a success, and keeps forms apart', () => {
    const first = submissionKey('test-b', { name: 'Ana' });
    expect(submissionKey('test-c', { name: 'Ana' })).not.toBe(first);
    submissionDone('test-b');
    expect(submissionKey('test-b', { name: 'Ana' })).not.toBe(first);
  });

  it('makes UUID v4 keys where crypto.randomUUID is missing (plain HTTP on a LAN address)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    expect(submissionKey('test-d', {})).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
