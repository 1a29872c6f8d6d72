import { describe, expect, it } from 'vitest';
import { checkRegretWindow } from './regret-window.js';

const today = { year: 2026, month: 3, day: 11 };

describe('checkRegretWindow', () => {
  it('accepts the contract day and the 10 calendar days after it', () => {
    expect(checkRegretWindow('2026-03-11', today)).toBe('ok');
    expect(checkRegretWindow('2026-03-01', today)).toBe('ok');
  });

  it('refuses the 11th day after the contract', () => {
    expect(checkRegretWindow('2026-02-28', today)).toBe('expired');
  });

  it('refuses a future or impossible date', () => {
    expect(checkRegretWindow('2026-03-12', today)).toBe('future');
    expect(checkRegretWindow('2026-02-30', today)).toBe('invalid');
  });
});
