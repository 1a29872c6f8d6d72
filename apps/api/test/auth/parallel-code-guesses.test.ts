// One-time codes under parallel guesses: the try is counted before the comparison, so a burst of guesses
// from many addresses gets at most 5 comparisons per code, and the right code after 5 failures is refused.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CodeHasher } from '../../src/areas/auth/one-time-code.js';
import { RESET_PURPOSE } from '../../src/areas/auth/password-reset-service.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const EMAIL = 'nuevo@example.com';

describe.each(dialects)('one-time codes under parallel guesses (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let address = 0;
  const guess = (code: string) =>
    t.request({
      method: 'POST',
      url: '/api/customer/validar/codigo/',
      payload: { company: 'uv', email: EMAIL, code },
      // Every guess from its own address, as a botnet would send them: the per-IP limits stay out of the way.
      remoteAddress: `10.20.${(address >> 8) & 255}.${(address += 1) & 255}`,
    });
  const otherThan = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {});
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('compares at most 5 of 100 parallel guesses, the right one among them', async () => {
    const { code } = await t.app.services.auth.oneTimeCodes.issue(RESET_PURPOSE, EMAIL);
    const comparisons = vi.spyOn(CodeHasher.prototype, 'matches');
    const burst = Array.from({ length: 100 }, (_, i) => (i === 3 ? code : otherThan(code, i)));
    const answers = await Promise.all(burst.map(guess));
    const codes = answers.map((res) => (res.statusCode === 200 ? 'OK' : res.json().code));
    const compared = codes.filter((c) => c === 'OK' || c === 'CODE_INVALID').length;
    expect(comparisons.mock.calls.length).toBeLessThanOrEqual(5);
    expect(compared).toBe(comparisons.mock.calls.length);
    expect(codes.filter((c) => c === 'CODE_EXPIRED')).toHaveLength(100 - compared);
  });

  it('refuses the right code once 5 parallel wrong guesses spent it', async () => {
    const { code } = await t.app.services.auth.oneTimeCodes.issue(RESET_PURPOSE, EMAIL);
    const comparisons = vi.spyOn(CodeHasher.prototype, 'matches');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => guess(otherThan(code, i))));
    expect(answers.filter((res) => res.json().code === 'CODE_INVALID')).toHaveLength(5);
    const right = await guess(code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('CODE_EXPIRED');
    expect(comparisons).toHaveBeenCalledTimes(5);
  });

  it('lets only one of several parallel right answers spend the code', async () => {
    const { code } = await t.app.services.auth.oneTimeCodes.issue(RESET_PURPOSE, EMAIL);
    const answers = await Promise.all(Array.from({ length: 5 }, () => guess(code)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.json().code === 'CODE_EXPIRED')).toHaveLength(4);
  });
});
