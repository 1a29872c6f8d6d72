// Login under parallel guesses: each try is reserved before the password check, so a burst against one
// account from many addresses gets at most 5 checks per lock window; and one address cannot walk through
// many usernames (a per-IP limit across accounts, beside the per IP+account one).
import argon2 from 'argon2';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../support/account-helpers.js';
import { createTestApp, dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('login under parallel guesses (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let address = 0;
  const nextAddress = () => `10.30.${(address >> 8) & 255}.${(address += 1) & 255}`;
  const login = (username: string, password: string, remoteAddress = nextAddress()) =>
    t.request({
      method: 'POST',
      url: '/api/customer/login/',
      payload: { username, password, company: 'uv' },
      remoteAddress,
    });

  beforeAll(async () => {});
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('checks at most 5 of 40 parallel guesses for one account, the right one among them', async () => {
    const checks = vi.spyOn(argon2, 'verify');
    const burst = Array.from({ length: 40 }, (_, i) => (i === 20 ? DEMO.password : `Wrong${i}00`));
    const answers = await Promise.all(burst.map((password) => login(DEMO.email, password)));
    const statuses = answers.map((res) => res.statusCode);
    expect(checks.mock.calls.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401 || s === 200)).toHaveLength(checks.mock.calls.length);
    expect(answers.filter((res) => res.json().code === 'ACCOUNT_LOCKED')).toHaveLength(
      40 - checks.mock.calls.length,
    );
  });

  it('gives 5 more checks only once the lock has ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date();
    vi.setSystemTime(start);
    const checks = vi.spyOn(argon2, 'verify');
    const wave = () =>
      Promise.all(Array.from({ length: 20 }, (_, i) => login('nuevo@example.com', `Mala${i}00`)));
    expect((await wave()).filter((res) => res.statusCode === 401)).toHaveLength(5);
    vi.setSystemTime(new Date(start.getTime() + 30_000));
    expect((await wave()).filter((res) => res.statusCode === 401)).toHaveLength(0);
    expect(checks).toHaveBeenCalledTimes(5);
    vi.setSystemTime(new Date(start.getTime() + 61_000));
    expect((await wave()).filter((res) => res.statusCode === 401)).toHaveLength(5);
    expect(checks).toHaveBeenCalledTimes(10);
  });
});

describe('login: one address across many accounts', () => {
  it('answers 429 once an address has tried 100 sign-ins in 15 minutes, whatever the usernames', async () => {
    const t = await createTestApp();
    const login = (username: string, company: string, remoteAddress = '10.40.0.1') =>
      t.request({
        method: 'POST',
        url: '/api/customer/login/',
        payload: { username, password: 'Wrong100', company },
        remoteAddress,
      });
    try {
      // Refused bodies still count (the limit runs on arrival), and cost no password check.
      for (let i = 0; i < 100; i += 1)
        expect((await login(`u${i}@example.com`, 'otra')).statusCode).toBe(400);
      const limited = await login('u100@example.com', 'uv');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login('u100@example.com', 'uv', '10.40.0.2')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
