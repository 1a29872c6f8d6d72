import { describe, expect, it } from 'vitest';
import { emailFieldStatus, isValidEmail, normaliseEmail } from './email.js';

describe('email', () => {
  it('accepts ordinary addresses, trimmed', () => {
    expect(isValidEmail('cliente@example.com')).toBe(true);
    expect(isValidEmail(' cliente@example.com.ar ')).toBe(true);
  });
  it.each(['cliente', 'cliente@', '@example.com', 'a b@example.com', 'cliente@example'])(
    'rejects %s',
    (v) => {
      expect(isValidEmail(v)).toBe(false);
    },
  );
  it('colours the field only once something is typed', () => {
    expect(emailFieldStatus('')).toBe('empty');
    expect(emailFieldStatus('x@')).toBe('invalid');
    expect(emailFieldStatus('x@example.com')).toBe('valid');
  });
  it('normalises for comparison', () => {
    expect(normaliseEmail(' Cliente@Example.COM ')).toBe('cliente@example.com');
  });
});
