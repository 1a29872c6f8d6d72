// Automatic debit, reference lists and BIN check (issue #14 §2) on both databases: GET
// /api/debito-automatico/listas/ with the API key only; POST /api/customer/bin/checker/ answers is_prepaid and
// currency (with brand and country) from the longest matching range, accepts or refuses an unknown BIN as
// DEBIT_UNKNOWN_BIN says (a warn line with 6 digits, never more), needs a full session and is rate limited.
import { apiMessages, binCheckResponseSchema, debitReferenceListsSchema, messages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import { advanceClock, useSteppableClock } from '../support/clock.js';
import { debitCards } from '../support/debit-cards.js';
import { binCheck, DEBIT_LOGIN } from '../support/debit-helpers.js';
import { createTestApp, dialects, memoryLogStream, type TestApp } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

useSteppableClock();

describe.each(dialects)('automatic debit: lists and BIN check (%s)', (dialect) => {
  const logs = memoryLogStream();
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect, logStream: logs, env: { RATE_LIMIT_SCALE: '100' } });
    ({ token } = await loginAs(t, DEBIT_LOGIN.email, DEBIT_LOGIN.password));
  });
  afterAll(() => t?.close());

  it('lists the active banks by name and the methods in the wizard order, with the API key only', async () => {
    await t.app.db.updateTable('banks').set({ active: 0 }).where('bancoid', '=', 299).execute();
    advanceClock(1_100); // the public micro-cache's second
    const res = await t.request({ url: '/api/debito-automatico/listas/' });
    expect(res.statusCode).toBe(200);
    const lists = debitReferenceListsSchema.parse(res.json());
    expect(lists.mediosDeCobro.map((m) => m.medcobroid)).toEqual([13, 12, 27, 33, 35, 32, 45]);
    expect(lists.mediosDeCobro[0]).toEqual({ medcobroid: 13, medcobronombre: 'Visa Crédito' });
    const names = lists.bancos.map((b) => b.banconombre);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es-AR')));
    expect(names).toContain('Banco Provincia de Tierra del Fuego');
    expect(names).not.toContain('Banco Comafi');
    expect(res.headers.etag).toBeTruthy();

    const revalidated = await t.request({
      url: '/api/debito-automatico/listas/',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    const keyless = await t.app.inject({ url: '/api/debito-automatico/listas/' });
    expect(keyless.statusCode).toBe(401);
    expect(keyless.json().code).toBe('API_KEY_MISSING');
  });

  it.each([
    [
      'an Argentine credit card',
      debitCards.argentineCredit,
      { is_prepaid: false, currency: 'ARS', brand: 'VISA', country: 'AR' },
    ],
    [
      'an Argentine debit card',
      debitCards.argentineDebit.slice(0, 6),
      { is_prepaid: false, currency: 'ARS', brand: 'VISA DEBITO', country: 'AR' },
    ],
    [
      'a 6-digit range outside its 8-digit prepaid range',
      debitCards.tierraDelFuego.slice(0, 8),
      { is_prepaid: false, currency: 'ARS', brand: 'VISA', country: 'AR' },
    ],
    [
      'the 8-digit prepaid range inside a credit one',
      debitCards.prepaidInsideCredit,
      { is_prepaid: true, currency: 'ARS', brand: 'VISA', country: 'AR' },
    ],
    [
      'a wallet prepaid card',
      debitCards.prepaid.slice(0, 8),
      { is_prepaid: true, currency: 'ARS', brand: 'MASTERCARD', country: 'AR' },
    ],
    [
      'a US card',
      debitCards.foreign.slice(0, 6),
      { is_prepaid: false, currency: 'USD', brand: 'VISA', country: 'US' },
    ],
    [
      'a Brazilian card',
      debitCards.foreignBrazil,
      { is_prepaid: false, currency: 'BRL', brand: 'VISA', country: 'BR' },
    ],
  ])('answers %s from the longest matching range', async (_name, bin, expected) => {
    const res = await binCheck(t, token, bin);
    expect(res.statusCode).toBe(200);
    expect(binCheckResponseSchema.parse(res.json())).toEqual(expected);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('accepts an unknown BIN as an ARS bank card by default, logging its first 6 digits only', async () => {
    const res = await binCheck(t, token, debitCards.unknownBin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_prepaid: false, currency: 'ARS', brand: null, country: null });
    const warn = logs.lines.map((l) => JSON.parse(l)).find((l) => l.binPrefix !== undefined);
    expect(warn).toMatchObject({ level: 40, binPrefix: '411111' });
    expect(logs.text()).not.toContain(debitCards.unknownBin.slice(0, 7));
  });

  it('refuses a BIN that is not 6 to 16 digits with its Spanish field message', async () => {
    for (const bin of ['45099', '4509e5', '45099535662337041', 450995, '']) {
      const res = await binCheck(t, token, bin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { bin: messages.debitBinInvalid },
      });
    }
  });

  it('needs a full session', async () => {
    const anonymous = await binCheck(t, null, debitCards.argentineCredit);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('SESSION_EXPIRED');
    const { token: pending } = await loginAs(t, 'nuevo@example.com');
    const firstEntry = await binCheck(t, pending, debitCards.argentineCredit);
    expect(firstEntry.statusCode).toBe(403);
    expect(firstEntry.json().code).toBe('FIRST_ENTRY_PENDING');
  });

  it('never writes the digits it was sent to the logs', () => {
    const text = logs.text();
    for (const card of Object.values(debitCards)) expect(text).not.toContain(card);
  });
});

describe.each(dialects)('automatic debit: BIN check with DEBIT_UNKNOWN_BIN=refuse (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { DEBIT_UNKNOWN_BIN: 'refuse' } });
  let token: string;
  beforeAll(async () => {
    ({ token } = await loginAs(t, DEBIT_LOGIN.email, DEBIT_LOGIN.password));
  });

  it('refuses an unknown BIN with 422 CARD_NOT_PROCESSED and still answers a known one', async () => {
    const res = await binCheck(t, token, debitCards.unknownBin);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.cardNotProcessed,
      code: 'CARD_NOT_PROCESSED',
      fields: { bin: messages.cardNotProcessed },
    });
    expect((await binCheck(t, token, debitCards.argentineCredit)).statusCode).toBe(200);
  });

  it('limits one login to 10 checks per 15 minutes and one IP to 30, with 429 RATE_LIMITED', async () => {
    // Two checks above; 8 more reach the login's allowance.
    for (let i = 0; i < 8; i += 1) {
      expect((await binCheck(t, token, debitCards.argentineCredit)).statusCode).toBe(200);
    }
    const limited = await binCheck(t, token, debitCards.argentineCredit);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: apiMessages.tooManyRequests, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Per IP, counted on arrival whoever calls: 30 anonymous calls from one address leave a fresh login none.
    const address = '10.9.8.7';
    for (let i = 0; i < 30; i += 1) {
      expect((await binCheck(t, null, debitCards.argentineCredit, address)).statusCode).toBe(401);
    }
    const { token: fresh } = await loginAs(t);
    expect((await binCheck(t, fresh, debitCards.argentineCredit, address)).statusCode).toBe(429);
    expect((await binCheck(t, fresh, debitCards.argentineCredit)).statusCode).toBe(200);
  });
});
