// The first-entry wizard's calls (spec §4, ADR 0036): a first-entry token reaches them for its own customer,
// each step moves `entry` forward exactly once, and the code follows the one-time-code rules.
import { messages, apiMessages } from '@portal/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { customerId, lastCodeFor, loginAs } from '../support/account-helpers.js';
import { createTestApp, dialects, type TestApp } from '../support/test-app.js';

const NUEVO = 'nuevo@example.com';
const NUEVO_CUSTOMER = 104601;

describe.each(dialects)('first-entry verification (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  const call = (method: 'GET' | 'POST', path: string, payload?: object, bearer = token) =>
    t.request({
      method,
      url: `/api/customer/${NUEVO_CUSTOMER}/primer-ingreso/${path}`,
      headers: { authorization: `Bearer ${bearer}` },
      ...(payload ? { payload } : {}),
    });
  const entryOfNuevo = async () =>
    (await t.app.db.selectFrom('logins').select('entry').where('email', '=', NUEVO).executeTakeFirstOrThrow())
      .entry;
  const resetNuevo = async (entry: number, fechaNac: string | null = null) => {
    await t.app.db.updateTable('logins').set({ entry }).where('email', '=', NUEVO).execute();
    await t.app.db
      .updateTable('customers')
      .set({ fecha_nac: fechaNac })
      .where('cliente', '=', NUEVO_CUSTOMER)
      .execute();
  };

  beforeEach(async () => {
    t ??= await createTestApp({ dialect });
    await resetNuevo(1);
    ({ token } = await loginAs(t, NUEVO));
  });
  afterAll(() => t?.close());

  it('tells the wizard its step, the masked mailbox, the phones and whether the birth date is known', async () => {
    const res = await call('GET', '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      entry: 1,
      email: 'n***o@example.com',
      phones: ['2901498765'],
      birthDateSet: false,
    });
  });

  it('walks steps 1 and 2: the emailed code, then phones and birth date', async () => {
    expect((await call('POST', 'codigo/')).statusCode).toBe(200);
    const code = await lastCodeFor(t, NUEVO);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call('POST', 'codigo/validar/', { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('CODE_INVALID');

    const validated = await call('POST', 'codigo/validar/', { code });
    expect(validated.statusCode).toBe(200);
    expect(validated.json().entry).toBe(2);
    expect(await entryOfNuevo()).toBe(2);

    // The birth date is unknown: step 2 cannot be confirmed yet.
    const missing = await call('POST', 'datos/');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields).toEqual({ birthday: messages.firstEntryBirthDateMissing });

    await t.app.db
      .updateTable('customers')
      .set({ fecha_nac: '1990-03-01' })
      .where('cliente', '=', NUEVO_CUSTOMER)
      .execute();
    const confirmed = await call('POST', 'datos/');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ entry: 3, birthDateSet: true });

    // A replay of an earlier step is refused: it is done.
    const replay = await call('POST', 'codigo/');
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe(apiMessages.firstEntryStepDone);
  });

  it('refuses a minor birth date and a customer without phones at step 2', async () => {
    await resetNuevo(2, '2015-01-01');
    const minor = await call('POST', 'datos/');
    expect(minor.statusCode).toBe(422);
    expect(minor.json().fields).toEqual({ birthday: messages.birthDateNotAdult });

    const nuevoId = await customerId(t, NUEVO_CUSTOMER);
    const phones = await t.app.db
      .selectFrom('customer_phones')
      .selectAll()
      .where('customer_id', '=', nuevoId)
      .execute();
    await t.app.db.deleteFrom('customer_phones').where('customer_id', '=', nuevoId).execute();
    try {
      const none = await call('POST', 'datos/');
      expect(none.json().fields.phones).toBe(apiMessages.firstEntryPhoneMissing);
    } finally {
      await t.app.db
        .insertInto('customer_phones')
        .values(phones.map(({ id: _id, ...row }) => row))
        .execute();
    }
  });

  it('moves the step once under parallel validations of the right code', async () => {
    await call('POST', 'codigo/');
    const code = await lastCodeFor(t, NUEVO);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', 'codigo/validar/', { code })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(
      answers
        .filter((res) => res.statusCode !== 200)
        .every((res) => res.statusCode === 400 || res.statusCode === 409),
    ).toBe(true);
    expect(await entryOfNuevo()).toBe(2);
  });

  it("refuses another customer's number, no token, and a step the login is not at", async () => {
    const other = await t.request({
      url: '/api/customer/104523/primer-ingreso/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.statusCode).toBe(403);
    expect((await t.request({ url: `/api/customer/${NUEVO_CUSTOMER}/primer-ingreso/` })).statusCode).toBe(
      401,
    );
    const early = await call('POST', 'datos/');
    expect(early.statusCode).toBe(409);
    expect(await entryOfNuevo()).toBe(1);
  });

  it('answers a finished login with entry 0 and refuses its steps', async () => {
    const { token: full } = await loginAs(t);
    const res = await t.request({
      url: '/api/customer/104523/primer-ingreso/',
      headers: { authorization: `Bearer ${full}` },
    });
    expect(res.json().entry).toBe(0);
    const send = await t.request({
      method: 'POST',
      url: '/api/customer/104523/primer-ingreso/codigo/',
      headers: { authorization: `Bearer ${full}` },
    });
    expect(send.statusCode).toBe(409);
  });

  it('limits code mails to 5 per login in 15 minutes', async () => {
    // A fresh app: the other tests' mails count in the same window.
    const fresh = await createTestApp({ dialect });
    try {
      const { token: nuevo } = await loginAs(fresh, NUEVO);
      const send = () =>
        fresh.request({
          method: 'POST',
          url: `/api/customer/${NUEVO_CUSTOMER}/primer-ingreso/codigo/`,
          headers: { authorization: `Bearer ${nuevo}` },
        });
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await send()).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await fresh.close();
    }
  });
});
