// Automatic debit under parallel requests (ADR 0034) and its rate limits, on both databases (the race matters
// on PostgreSQL): parallel registrations for one customer end with exactly one registration in force and each
// loser gets a clean 409, parallel cancels cancel once; the actions are limited per login and per IP.
import { apiMessages } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import { debitCards } from '../support/debit-cards.js';
import { cancelBody, cardBody, cbuBody, DEBIT_LOGIN, debitAction } from '../support/debit-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const PARALLEL = 8;
const cards = [debitCards.argentineCredit, debitCards.argentineDebit, debitCards.tierraDelFuego];

describe.each(dialects)('automatic debit: parallel requests (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { RATE_LIMIT_SCALE: '100' } });
  let token: string;
  const statuses = async () =>
    t.app.db
      .selectFrom('debit_registrations')
      .innerJoin('customers', 'customers.id', 'debit_registrations.customer_id')
      .select('debit_registrations.status')
      .where('customers.cliente', '=', DEBIT_LOGIN.cliente)
      .execute()
      .then((rows) => rows.map((r) => r.status));
  const consentCount = async (action: string) =>
    (await t.app.db.selectFrom('debit_consents').select('id').where('action', '=', action).execute()).length;

  beforeAll(async () => {
    ({ token } = await loginAs(t, DEBIT_LOGIN.email, DEBIT_LOGIN.password));
  });

  it('ends parallel registrations with exactly one active row; a loser gets 409 CONFLICT, never a 500', async () => {
    for (let round = 0; round < 2; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          debitAction(
            t,
            token,
            i % 4 === 3 ? cbuBody() : cardBody({ clienteDebNro: cards[i % cards.length], medCobroId: 13 }),
          ),
        ),
      );
      for (const res of answers) {
        expect([200, 409]).toContain(res.statusCode);
        if (res.statusCode === 409) {
          expect(res.json()).toEqual({ message: apiMessages.debitChangedMeanwhile, code: 'CONFLICT' });
        }
      }
      const won = answers.filter((r) => r.statusCode === 200).length;

      expect(won).toBeGreaterThan(0);
      const all = await statuses();
      expect(all.filter((s) => s === 'active')).toHaveLength(1);
      // Every 200 stored one registration and its consent; every 409 stored nothing.
      expect(await consentCount('register')).toBe(all.length);
    }
  });

  it('cancels once under parallel cancels: one 200, the others 404', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => debitAction(t, token, cancelBody())),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(PARALLEL - 1).fill(404)]);
    expect((await statuses()).filter((s) => s === 'active')).toHaveLength(0);
    expect(await consentCount('cancel')).toBe(1);
  });
});

describe.each(dialects)('automatic debit: rate limits of the actions (%s)', (dialect) => {
  const t = useTestApp({ dialect });

  it('allows one login 10 actions an hour, then 429 RATE_LIMITED', async () => {
    const { token } = await loginAs(t, DEBIT_LOGIN.email, DEBIT_LOGIN.password);
    for (let i = 0; i < 10; i += 1) {
      // Cancels of nothing: counted like any action the login sends.
      expect((await debitAction(t, token, cancelBody())).statusCode).toBe(404);
    }
    const limited = await debitAction(t, token, cardBody());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: apiMessages.tooManyRequests, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const none = await t.app.db.selectFrom('debit_registrations').select('id').execute();
    expect(none).toHaveLength(0);
  });

  it('allows one IP 30 actions an hour whoever sends them', async () => {
    const remoteAddress = '10.7.7.7';
    for (let i = 0; i < 30; i += 1) {
      const res = await t.request({
        method: 'POST',
        url: '/api/customer/debito-automatico/acciones/',
        payload: cancelBody(),
        remoteAddress,
      });
      expect(res.statusCode).toBe(401);
    }
    const { token } = await loginAs(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/customer/debito-automatico/acciones/',
      payload: cancelBody(104523),
      headers: { authorization: `Bearer ${token}` },
      remoteAddress,
    });
    expect(res.statusCode).toBe(429);
  });
});
