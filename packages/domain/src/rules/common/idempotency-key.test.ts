import { describe, expect, it } from 'vitest';
import { isValidIdempotencyKey } from './idempotency-key.js';

describe('isValidIdempotencyKey', () => {
  it('accepts a UUID and any printable ASCII up to 255 characters', () => {
    expect(isValidIdempotencyKey('0b6c5f8e-3f0a-4c1e-9a7b-2d4e6f8a0b1c')).toBe(true);
    expect(isValidIdempotencyKey('a'.repeat(255))).toBe(true);
    expect(isValidIdempotencyKey('clave con espacios ~!')).toBe(true);
  });
  it('refuses empty, too long, control and non-ASCII keys', () => {
    expect(isValidIdempotencyKey('')).toBe(false);
    expect(isValidIdempotencyKey('a'.repeat(256))).toBe(false);
    expect(isValidIdempotencyKey('tab\there')).toBe(false);
    expect(isValidIdempotencyKey('año')).toBe(false);
  });
});
