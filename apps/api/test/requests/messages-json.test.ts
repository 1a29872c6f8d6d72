// Messages endpoint, JSON types: happy paths per type, the rules of spec §5 through the shared schemas, the
// company code, captcha and token requirements, and that no refused request leaves a row behind.
import { messages, apiMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPass, loginAs } from '../support/account-helpers.js';
import {
  bearer,
  countRows,
  customerBodies,
  freshAddress,
  MESSAGES_URL,
  publicBodies,
} from '../support/message-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('messages, JSON (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' } });
  let token: string;
  let client: number;
  let otherClient: number;
  /** 104524, the login's record with only DIBOX: it may acquire (type 9) what 104523 already has. */
  let acquireClient: number;

  beforeAll(async () => {
    const login = await loginAs(t);
    token = login.token;
    client = login.client[0]!.cliente;
    acquireClient = login.client[1]!.cliente;
    otherClient = (await loginAs(t, 'nuevo@example.com')).client[0]!.cliente;
  });

  const post = (payload: unknown, headers: Record<string, string> = {}, url = MESSAGES_URL) =>
    t.request({ method: 'POST', url, payload: payload as object, headers, remoteAddress: freshAddress() });

  it.each([1, 3, 6, 7, 8] as const)(
    'stores public type %i and answers 201 with Crmnumero and id',
    async (type) => {
      const res = await post(publicBodies[type]);
      expect(res.statusCode).toBe(201);
      const body = res.json() as { Crmnumero: string; id: number };
      expect(body.Crmnumero).toMatch(/^G-\d{4}-\d{6}$/);
      const row = await t.app.db
        .selectFrom('requests')
        .selectAll()
        .where('id', '=', body.id)
        .executeTakeFirst();
      expect(row).toMatchObject({ number: body.Crmnumero, type, customer_id: null, status: 'received' });
      expect(JSON.parse(row!.payload)).toMatchObject(publicBodies[type]);
    },
  );

  it('accepts the path without the trailing slash', async () => {
    const res = await post(publicBodies[1], {}, MESSAGES_URL.slice(0, -1));
    expect(res.statusCode).toBe(201);
  });

  it('answers the cancellation (2) with 200 and only Crmnumero, linked to the customer', async () => {
    const res = await post(customerBodies(client)[2], bearer(token));
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['Crmnumero']);
    const row = await t.app.db
      .selectFrom('requests')
      .select(['type', 'customer_id'])
      .where('number', '=', body.Crmnumero as string)
      .executeTakeFirstOrThrow();
    expect(row.type).toBe(2);
    expect(row.customer_id).not.toBeNull();
  });

  it.each([9, 10, 12] as const)('stores customer type %i with a token (201)', async (type) => {
    const res = await post(customerBodies(type === 9 ? acquireClient : client)[type], bearer(token));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ Crmnumero: expect.stringMatching(/^G-/), id: expect.any(Number) });
  });

  it('gives every request its own number', async () => {
    const a = (await post(publicBodies[1])).json() as { Crmnumero: string };
    const b = (await post(publicBodies[1])).json() as { Crmnumero: string };
    expect(a.Crmnumero).not.toBe(b.Crmnumero);
  });

  describe('refusals leave nothing stored', () => {
    let before: number;
    beforeAll(async () => {
      before = await countRows(t, 'requests');
    });
    afterAll(async () => {
      expect(await countRows(t, 'requests')).toBe(before);
    });

    it('refuses another company code with a clear Spanish message', async () => {
      for (const url of [
        '/api/mensajes/company-code/3/',
        '/api/mensajes/company-code/20/',
        '/api/mensajes/company-code/x',
      ]) {
        const res = await post(publicBodies[1], {}, url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          message: 'El código de empresa no corresponde.',
          code: 'COMPANY_CODE_MISMATCH',
        });
      }
    });

    it('refuses an unknown or missing type', async () => {
      for (const type of [4, 5, 14, '1', undefined]) {
        const res = await post({ ...publicBodies[1], type });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: 'Tipo de mensaje desconocido.',
          code: 'UNKNOWN_MESSAGE_TYPE',
          fields: { type: 'Tipo de mensaje desconocido.' },
        });
      }
    });

    it.each([
      [1, ['name', 'email', 'phone', 'dni', 'address', 'message']],
      [3, ['address', 'message', 'nro']],
      [6, ['name', 'email', 'phone', 'service', 'dni']],
      [7, ['name', 'email', 'phone', 'dni', 'address', 'message']],
      [8, ['name', 'email', 'phone', 'dni', 'address', 'message']],
    ] as const)('type %i requires %j', async (type, required) => {
      for (const field of required) {
        const { [field]: _dropped, ...body } = publicBodies[type] as Record<string, unknown>;
        const res = await post(body);
        expect(res.statusCode, `${type}.${field}`).toBe(400);
        const answer = res.json() as { code: string; fields: Record<string, string> };
        expect(answer.code).toBe('VALIDATION_ERROR');
        expect(answer.fields[field]).toBe(field === 'service' ? messages.invalidOption : messages.required);
      }
    });

    it.each([
      [2, ['name', 'email', 'phone', 'service', 'dni', 'details', 'client_id']],
      [9, ['name', 'email', 'phone', 'dni']],
      [10, ['name']],
      [12, ['address', 'city', 'locality', 'numberOfMouths']],
    ] as const)('customer type %i requires %j', async (type, required) => {
      for (const field of required) {
        const { [field]: _dropped, ...body } = customerBodies(client)[type] as Record<string, unknown>;
        const res = await post(body, bearer(token));
        expect(res.statusCode, `${type}.${field}`).toBe(400);
        expect((res.json() as { fields: Record<string, string> }).fields[field]).toBeTruthy();
      }
    });

    it('applies the max lengths 60 and 3000 with the catalogue message', async () => {
      const long = await post({ ...publicBodies[1], name: 'a'.repeat(61) });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ fields: { name: 'Máximo 60 caracteres.' } });
      const text = await post({ ...publicBodies[1], message: 'a'.repeat(3001) });
      expect(text.json()).toMatchObject({ fields: { message: 'Máximo 3000 caracteres.' } });
      expect(
        (await post({ ...publicBodies[1], name: 'a'.repeat(60), message: 'a'.repeat(3000) })).statusCode,
      ).toBe(201);
      before += 1;
    });

    it('refuses wrong types of values and bad options', async () => {
      for (const patch of [{ name: 123 }, { dni: 'abc' }, { email: 'nope' }, { subscriber: 'x' }]) {
        const res = await post({ ...publicBodies[1], ...patch });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      }
      const service = await post({ ...publicBodies[6], service: 'Gas' });
      expect(service.json()).toMatchObject({ fields: { service: messages.invalidOption } });
    });

    it('refuses a body that is not JSON', async () => {
      const res = await t.request({
        method: 'POST',
        url: MESSAGES_URL,
        payload: '{"type":1,',
        remoteAddress: freshAddress(),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_JSON' });
    });

    it('asks a token for the customers types (401) and ownership of client_id (403)', async () => {
      for (const type of [2, 9, 10, 12] as const) {
        const res = await post(customerBodies(client)[type]);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED', message: messages.sessionExpired });
        const forged = await post(customerBodies(client)[type], bearer('not.a.token'));
        expect(forged.statusCode).toBe(401);
        const other = await post(customerBodies(otherClient)[type], bearer(token));
        expect(other.statusCode).toBe(403);
        expect(other.json()).toEqual({ message: apiMessages.forbidden, code: 'FORBIDDEN' });
      }
    });

    it('refuses an empty email on the regret form', async () => {
      const res = await post({ ...publicBodies[6], email: '' });
      expect(res.statusCode).toBe(400);
    });
  });
});

describe.each(dialects)('messages, captcha on (%s)', (dialect) => {
  const t = useTestApp({ dialect });

  it('refuses public types without a valid pass, storing nothing', async () => {
    const before = await countRows(t, 'requests');
    for (const headers of [{}, { 'x-captcha-pass': 'forged' }]) {
      const res = await t.request({ method: 'POST', url: MESSAGES_URL, payload: publicBodies[1], headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Error al verificar CAPTCHA.', code: 'CAPTCHA_FAILED' });
    }
    expect(await countRows(t, 'requests')).toBe(before);
  });

  it.each([1, 3, 6, 7, 8] as const)('accepts public type %i with a real pass', async (type) => {
    const pass = await captchaPass(t, 'message');
    const res = await t.request({
      method: 'POST',
      url: MESSAGES_URL,
      payload: publicBodies[type],
      headers: { 'x-captcha-pass': pass },
    });
    expect(res.statusCode).toBe(201);
  });

  it('needs no captcha for the customers types: the token suffices', async () => {
    const login = await loginAs(t);
    const res = await t.request({
      method: 'POST',
      url: MESSAGES_URL,
      payload: customerBodies(login.client[1]!.cliente)[9],
      headers: bearer(login.token),
    });
    expect(res.statusCode).toBe(201);
  });
});
