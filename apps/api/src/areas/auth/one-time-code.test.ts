import { describe, expect, it } from 'vitest';
import { CodeHasher, generateCode } from './one-time-code.js';

describe('one-time codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(generateCode()).toMatch(/^\d{6}$/);
  });
  it('hash bound to secret, purpose and subject', () => {
    const hasher = new CodeHasher('s'.repeat(32));
    const hash = hasher.hash('password_reset', 'a@example.com', '123456');
    expect(hash).not.toContain('123456');
    expect(hasher.matches(hash, 'password_reset', 'a@example.com', '123456')).toBe(true);
    expect(hasher.matches(hash, 'password_reset', 'a@example.com', '123457')).toBe(false);
    expect(hasher.matches(hash, 'first_entry', 'a@example.com', '123456')).toBe(false);
    expect(hasher.matches(hash, 'password_reset', 'b@example.com', '123456')).toBe(false);
    expect(new CodeHasher('t'.repeat(32)).matches(hash, 'password_reset', 'a@example.com', '123456')).toBe(
      false,
    );
    expect(hasher.matches('zz', 'password_reset', 'a@example.com', '123456')).toBe(false);
  });
});
