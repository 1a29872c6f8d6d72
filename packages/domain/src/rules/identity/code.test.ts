import { describe, expect, it } from 'vitest';
import { isCompleteCode, sanitiseCodeInput } from './code.js';

describe('6-digit code', () => {
  it.each([
    ['12345', false],
    ['123456', true],
    ['1234567', false],
    ['12345a', false],
    [' 123456', false],
    ['', false],
  ])('%s complete: %s', (code, ok) => {
    expect(isCompleteCode(code)).toBe(ok);
  });
  it('keeps only 6 digits of what is typed or pasted', () => {
    expect(sanitiseCodeInput('12 34-56 78')).toBe('123456');
    expect(sanitiseCodeInput('abc')).toBe('');
  });
});
