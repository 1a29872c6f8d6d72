// Parallel guessing against the real server (issue #10 §1): a burst of one-time code guesses and of password
// guesses from many addresses must not get more comparisons than the sequential rules allow, and one address
// must not walk through hundreds of usernames. The server trusts 127.0.0.1 as a proxy, so X-Forwarded-For
// plays the many addresses of a botnet; no per-IP limit is scaled, as every guess comes from its own address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../support/test-app.js';
import { byLoad, errorLogLines, postJson, startRealServer, type RealServer } from './support/real-server.js';

const EMAIL = 'nuevo@example.com';
const PASSWORD = 'Demo1234';

let address = 0;
/** A new client address per call, as many machines would send. */
const fromAnotherAddress = () => {
  address += 1;
  return { 'x-forwarded-for': `198.18.${(address >> 8) & 255}.${address & 255}` };
};

/** Answers of a burst, counted by status and code. */
async function tally(responses: Response[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const body = (await response.json()) as { code?: string };
    const key = `${response.status}${body.code ? ` ${body.code}` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe.each(dialects)('parallel guesses against the real server (%s)', (dialect) => {
  let server: RealServer;

  beforeAll(async () => {
    server = await startRealServer({ dialect, env: { TRUST_PROXY: '127.0.0.1', CAPTCHA_PROVIDER: 'off' } });
  });
  afterAll(() => server?.stop());

  async function mailedCode(): Promise<string> {
    const asked = await postJson(
      server,
      '/api/customer/recuperar/password/',
      { company: 'uv', email: EMAIL },
      fromAnotherAddress(),
    );
    expect(asked.status).toBe(200);
    const mails = (await (await server.fetch('/dev/mailbox.json')).json()) as Array<{
      to: string;
      text: string;
    }>;
    const code = mails.find((mail) => mail.to === EMAIL)?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error('no code mailed');
    return code;
  }

  const guessCode = (code: string) =>
    postJson(
      server,
      '/api/customer/validar/codigo/',
      { company: 'uv', email: EMAIL, code },
      fromAnotherAddress(),
    );

  it('compares at most 5 guesses of a one-time code, however many arrive at once', async () => {
    const guesses = byLoad(100, 300);
    const code = await mailedCode();
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    // The right code rides in the burst, early enough that it is read before the failures are written.
    const burst = Array.from({ length: guesses }, (_, i) => (i === 3 ? code : wrong(i)));
    const counts = await tally(await Promise.all(burst.map(guessCode)));
    console.info(`[${dialect}] ${guesses} parallel code guesses:`, counts);
    const compared = (counts['400 CODE_INVALID'] ?? 0) + (counts['200'] ?? 0);
    expect(compared).toBeLessThanOrEqual(5);
    expect((counts['400 CODE_EXPIRED'] ?? 0) + compared).toBe(guesses);

    // Five wrong tries kill a code: the right one after them is refused.
    const fresh = await mailedCode();
    const wrongs = await tally(
      await Promise.all(
        Array.from({ length: guesses }, (_, i) =>
          guessCode(fresh === '000000' ? `00000${1 + (i % 9)}` : '000000'),
        ),
      ),
    );
    expect(wrongs['400 CODE_INVALID']).toBe(5);
    expect(await tally([await guessCode(fresh)])).toEqual({ '400 CODE_EXPIRED': 1 });
    expect(errorLogLines(server)).toEqual([]);
  });

  it('checks at most 5 passwords of one account per lock window, however many arrive at once', async () => {
    const guesses = byLoad(40, 120);
    const burst = Array.from({ length: guesses }, (_, i) => (i === 20 ? PASSWORD : `Wrong${i}00`));
    const started = Date.now();
    const counts = await tally(
      await Promise.all(
        burst.map((password) =>
          postJson(
            server,
            '/api/customer/login/',
            { username: EMAIL, password, company: 'uv' },
            fromAnotherAddress(),
          ),
        ),
      ),
    );
    console.info(`[${dialect}] ${guesses} parallel login guesses in ${Date.now() - started} ms:`, counts);
    const checked = (counts['401 INVALID_CREDENTIALS'] ?? 0) + (counts['200'] ?? 0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(counts['429 ACCOUNT_LOCKED']).toBe(guesses - checked);
    expect(errorLogLines(server)).toEqual([]);
  });

  it('stops one address that tries many usernames', async () => {
    const usernames = byLoad(130, 300);
    const one = fromAnotherAddress();
    const statuses: number[] = [];
    // Ten at a time, as a patient script would; each username is new, so no account lock is involved.
    for (let i = 0; i < usernames; i += 10) {
      const batch = Array.from({ length: Math.min(10, usernames - i) }, (_, j) =>
        postJson(
          server,
          '/api/customer/login/',
          { username: `u${i + j}@example.com`, password: 'Wrong100', company: 'uv' },
          one,
        ),
      );
      statuses.push(...(await Promise.all(batch)).map((response) => response.status));
    }
    const limited = statuses.filter((status) => status === 429).length;
    console.info(
      `[${dialect}] ${usernames} usernames from one address: ${usernames - limited} checked, ${limited} got 429`,
    );
    expect(limited).toBeGreaterThan(0);
    expect(usernames - limited).toBeLessThanOrEqual(100);
  });
});
