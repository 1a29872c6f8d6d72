import { describe, expect, it } from 'vitest';
import { digitsOnly, isBlockedNumberKey, isDigits } from './number-only.js';

describe('number-only fields', () => {
  it.each(['-', '+', 'e', 'E', '.'])('blocks %s', (key) => {
    expect(isBlockedNumberKey(key)).toBe(true);
  });
  it.each(['0', '9', 'Backspace', 'Tab', 'ArrowLeft', ','])('lets %s through', (key) => {
    expect(isBlockedNumberKey(key)).toBe(false);
  });
  it('checks and keeps digits', () => {
    expect(isDigits('0123')).toBe(true);
    expect(isDigits('1e3')).toBe(false);
    expect(isDigits('')).toBe(false);
    expect(digitsOnly('1.234-5')).toBe('12345');
  });
});
