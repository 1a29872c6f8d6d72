// POST /api/customer/registro/: a sign-up request stored with its map position and a password hash only,
// confirmation to the person and a copy to staff; duplicates, minors and positions outside Ushuaia refused.
import { ACCOUNT_REQUEST_TYPES, messages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailbox, registrationDraft } from '../support/account-helpers.js';
import { storedRequest } from '../support/message-helpers.js';
import { createTestApp, dialects, type TestApp } from '../support/test-app.js';

describe.each(dialects)('registration (%s)', (dialect) => {
  let t: TestApp;
  let ip = 0;
  const register = (draft: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: '/api/customer/registro',
      payload: draft,
      remoteAddress: `10.7.0.${(ip += 1)}`,
    });

  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      env: { CAPTCHA_PROVIDER: 'off', STAFF_EMAIL: 'staff-box@example.com' },
    });
  });
  afterAll(() => t?.close());

  it('stores the request with the map position and a hash instead of the password, and mails both', async () => {
    const res = await register(registrationDraft());
    expect(res.statusCode).toBe(201);
    const { Crmnumero } = res.json();
    expect(Crmnumero).toMatch(/^G-\d{4}-\d{6}$/);

    const row = await storedRequest(t, Crmnumero);
    expect(row.type).toBe(ACCOUNT_REQUEST_TYPES.registration);
    expect(row.email).toBe('ana.perez@example.com');
    expect(row.payload).not.toContain('Clave123');
    const payload = JSON.parse(row.payload);
    expect(payload.address).toMatchObject({ lat: -53.8, lng: -67.7, address: 'San Martín' });
    expect(payload.password_hash).toMatch(/^\$argon2id\$/);
    expect(payload).not.toHaveProperty('password');
    expect(payload).not.toHaveProperty('repeatPassword');
    expect(payload).toMatchObject({
      howHeard: 'Radio',
      previousProvider: 'Otro proveedor',
      residence: 'Casa',
    });

    const mails = await mailbox(t);
    const toPerson = mails.find((m) => m.to === 'ana.perez@example.com');
    const toStaff = mails.find((m) => m.to === 'staff-box@example.com');
    expect(toPerson?.text).toContain(Crmnumero);
    expect(toStaff?.text).toContain(Crmnumero);
    expect(toStaff?.text).toContain('San Martín');
    for (const mail of [toPerson, toStaff]) {
      expect(mail?.text).not.toContain('Clave123');
      expect(mail?.text).not.toContain('argon2');
    }
  });

  it('numbers requests one after another', async () => {
    const a = (await register(registrationDraft({ email: 'uno@example.com' }))).json().Crmnumero as string;
    const b = (await register(registrationDraft({ email: 'dos@example.com' }))).json().Crmnumero as string;
    expect(Number(b.slice(-6))).toBe(Number(a.slice(-6)) + 1);
  });

  it('refuses an email that already has a login with 409', async () => {
    const res = await register(registrationDraft({ email: 'Cliente@example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: messages.emailAlreadyRegistered,
      code: 'EMAIL_ALREADY_REGISTERED',
    });
  });

  it('refuses a minor', async () => {
    const year = new Date().getUTCFullYear() - 17;
    const res = await register(registrationDraft({ birthdate: `${year}-01-01` }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ birthdate: messages.birthDateNotAdult });
  });

  it('refuses a position outside the Ushuaia map', async () => {
    const res = await register(
      registrationDraft({ address: { address: 'Maipú', number: '1', lat: -54.8, lng: -68.3 } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'address.lat': messages.positionOutsideMap });
  });

  it('refuses terms not accepted and mismatched passwords', async () => {
    const terms = await register(registrationDraft({ acceptByC: false }));
    expect(terms.statusCode).toBe(400);
    expect(terms.json().fields).toEqual({ acceptByC: messages.mustAcceptTerms });
    const mismatch = await register(registrationDraft({ repeatPassword: 'Otra1234' }));
    expect(mismatch.json().fields).toEqual({ repeatPassword: messages.passwordsMustMatch });
  });

  it('answers 413 to an oversized body', async () => {
    const res = await register(registrationDraft({ howHeard: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});
