// GET /api/customer/{clientenro}/: only a session that owns the number reads it; missing, tampered and
// expired tokens answer 401 so the web shows the session-expired modal.
import { dataClientSchema, messages, apiMessages } from '@portal/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const sessionExpired = { message: messages.sessionExpired, code: 'SESSION_EXPIRED' };

describe.each(dialects)('customer data (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { SESSION_TTL_MINUTES: '60' } });
  let token: string;
  const read = (clientenro: number | string, authorization?: string) =>
    t.request({ url: `/api/customer/${clientenro}/`, headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    ({ token } = await loginAs(t));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers the owner's dataClient, with the unset birth date marker when unknown", async () => {
    const res = await read(104523, `Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    const body = dataClientSchema.parse(res.json());
    expect(body).toEqual({
      cliente: 104523,
      nombre: 'Martina',
      apellido: 'Fernández',
      dni: '30123456',
      telefono: '2901421234,2901551234',
      emailppl: 'cliente@example.com',
      email2: 'martina.fernandez@example.net',
      direccion: 'Av. Perito Moreno 1450',
      fecha_nac: '1985-04-12 00:00:00',
      debito_cbu: null,
    });
    const second = await read('104524', `Bearer ${token}`);
    expect(second.statusCode).toBe(200);

    // The demo login without a birth date has its first entry pending, which keeps it from the dataClient.
    await t.app.db.updateTable('logins').set({ entry: 0 }).where('email', '=', 'nuevo@example.com').execute();
    const nuevo = await loginAs(t, 'nuevo@example.com');
    const res2 = await t.request({
      url: '/api/customer/104601',
      headers: { authorization: `Bearer ${nuevo.token}` },
    });
    expect(res2.json().fecha_nac).toBe('0001-01-01 00:00:00');
  });

  it("refuses another customer's number with 403", async () => {
    const res = await read(104601, `Bearer ${token}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: apiMessages.forbidden, code: 'FORBIDDEN' });
  });

  it('answers 401 without a token, with a malformed one and with a tampered one', async () => {
    for (const header of [undefined, 'Bearer', 'Basic abc', `Bearer ${token}x`]) {
      const res = await read(104523, header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(sessionExpired);
    }
    // Re-signed claims with a forged payload: the signature no longer matches.
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.cls = [104601];
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect((await read(104601, `Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('answers 401 once the token has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 61 * 60_000));
    const res = await read(104523, `Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(sessionExpired);
  });

  it('validates the customer number', async () => {
    const res = await read('abc', `Bearer ${token}`);
    expect(res.statusCode).toBe(400);
  });
});
