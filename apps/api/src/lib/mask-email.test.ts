import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.js';

describe('maskEmail', () => {
  it.each([
    ['cliente@example.com', 'c*****e@example.com'],
    ['ab@example.com', 'a*@example.com'],
    ['a@example.com', 'a*@example.com'],
    ['josé.pérez@example.com', 'j********z@example.com'],
    ['no-at-sign', '**********'],
  ])('%s -> %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
