// WiFi network change: GET /api/customer/{clientenro}/servicios/wifi/ and
// POST /api/customer/{clientenro}/servicios/{serviceId}/wifi/. The service must be the customer's internet
// service, the rules are the domain's, and the new password is never answered, listed, mailed nor logged.
import { randomUUID } from 'node:crypto';
import { wifiMessages, wifiServicesSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../src/lib/secret-box.js';
import { loginAs, mailbox } from '../support/account-helpers.js';
import { bearer, countRows } from '../support/message-helpers.js';
import { createTestApp, dialects, memoryLogStream, type TestApp } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const PASSWORD = 'Cl4ve-Secreta WiFi!';

/** A careless hook, as a future change might add: the logger's redaction must still hide the password. */
function logBodies(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    request.log.info({ body: request.body }, 'body');
  });
}

describe.each(dialects)('WiFi network change (%s)', (dialect) => {
  const logs = memoryLogStream();
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let serviceId: number;
  let otherServiceId: number;
  let tvServiceId: number;
  const wifiUrl = (service: number, cliente = 104523) =>
    `/api/customer/${cliente}/servicios/${service}/wifi/`;
  const change = (payload: unknown, url: string, headers: Record<string, string> = {}, auth = token) =>
    t.request({ method: 'POST', url, payload: payload as object, headers: { ...bearer(auth), ...headers } });

  beforeAll(async () => {
    // The per-customer limit has its own suite below.
    t = await createTestApp({ dialect, setup: logBodies, logStream: logs, env: { RATE_LIMIT_SCALE: '10' } });
    ({ token } = await loginAs(t));
    await t.app.db.updateTable('logins').set({ entry: 0 }).where('email', '=', 'nuevo@example.com').execute();
    ({ token: otherToken } = await loginAs(t, 'nuevo@example.com'));
    const services = await t.app.db
      .selectFrom('customer_services')
      .innerJoin('customers', 'customers.id', 'customer_services.customer_id')
      .select(['customer_services.id', 'customers.cliente', 'customer_services.producto_tipo'])
      .execute();
    const find = (cliente: number, tipo: string) =>
      services.find((s) => s.cliente === cliente && s.producto_tipo === tipo)!.id;
    serviceId = find(104523, 'INTERNET');
    tvServiceId = find(104523, 'CLICK TV');
    otherServiceId = find(104601, 'INTERNET');
  });
  afterAll(() => t?.close());

  it("lists only the customer's internet services", async () => {
    const res = await t.request({ url: '/api/customer/104523/servicios/wifi/', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(wifiServicesSchema.parse(res.json())).toEqual({
      services: [{ id: serviceId, producto: 'Internet 300 Megas', producto_tipo: 'INTERNET' }],
    });
    const refused = await t.request({ url: '/api/customer/104601/servicios/wifi/', headers: bearer(token) });
    expect(refused.statusCode).toBe(403);
  });

  it('stores the change as a request: listed without the password, sealed in the payload', async () => {
    const res = await change({ ssid: 'Casa Martiña', password: PASSWORD }, wifiUrl(serviceId));
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain(PASSWORD);
    const { number } = res.json();
    const list = await t.request({ url: '/api/customer/104523/gestiones/', headers: bearer(token) });
    expect(list.body).not.toContain(PASSWORD);
    expect(list.json().requests[0]).toMatchObject({
      number,
      typeLabel: 'Cambio de red WiFi',
      summary: 'Pediste cambiar la red WiFi de Internet 300 Megas: nombre «Casa Martiña» y contraseña nueva.',
      status: 'received',
    });
    const row = await t.app.db
      .selectFrom('requests')
      .select(['payload', 'summary'])
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(row.payload).not.toContain(PASSWORD);
    const payload = JSON.parse(row.payload) as { sealedPassword: string; ssid: string };
    expect(payload.ssid).toBe('Casa Martiña');
    // Staff (the back office, later) open it with the same secret.
    expect(new SecretBox(t.config.sessionSecret, 'wifi-password').open(payload.sealedPassword)).toBe(
      PASSWORD,
    );
    expect(JSON.stringify(await mailbox(t))).not.toContain(PASSWORD);
    expect(logs.text()).toContain('"password":"[REDACTED]"');
    expect(logs.text()).not.toContain(PASSWORD);
  });

  it("refuses another customer's service, a TV service and another customer's number", async () => {
    const before = await countRows(t, 'requests');
    const body = { ssid: 'Red', password: 'password123' };
    const theirs = await change(body, wifiUrl(otherServiceId));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'No encontramos ese servicio de Internet.', code: 'NOT_FOUND' });
    expect((await change(body, wifiUrl(tvServiceId))).statusCode).toBe(404);
    expect((await change(body, wifiUrl(otherServiceId, 104601))).statusCode).toBe(403);
    expect((await change(body, wifiUrl(serviceId), {}, otherToken)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: wifiUrl(serviceId), payload: body })).statusCode).toBe(
      401,
    );
    expect(await countRows(t, 'requests')).toBe(before);
  });

  it.each([
    [{ ssid: '', password: 'password123' }, { ssid: wifiMessages.ssidRequired }],
    [{ ssid: 'x'.repeat(33), password: 'password123' }, { ssid: wifiMessages.ssidTooLong }],
    [{ ssid: 'ñ'.repeat(17), password: 'password123' }, { ssid: wifiMessages.ssidTooLong }],
    [{ ssid: 'Red\nCasa', password: 'password123' }, { ssid: wifiMessages.ssidInvalid }],
    [{ ssid: ' Red', password: 'password123' }, { ssid: wifiMessages.ssidSpaces }],
    [{ ssid: 'Red', password: 'corta' }, { password: wifiMessages.passwordLength }],
    [{ ssid: 'Red', password: 'x'.repeat(64) }, { password: wifiMessages.passwordLength }],
    [{ ssid: 'Red', password: 'contraseña123' }, { password: wifiMessages.passwordCharacters }],
  ])('refuses %j in Spanish, without echoing the password', async (body, fields) => {
    const res = await change(body, wifiUrl(serviceId));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(fields);
    expect(res.body).not.toContain(body.password);
    expect(logs.text()).not.toContain(body.password);
  });

  it('accepts the limits: 32-character name, 8 and 63 printable ASCII', async () => {
    for (const body of [
      { ssid: 'x'.repeat(32), password: ' !~abcde' },
      { ssid: 'R', password: 'y'.repeat(63) },
    ]) {
      expect((await change(body, wifiUrl(serviceId))).statusCode).toBe(201);
    }
  });

  it('replays a retry with the same key and stores one change for parallel attempts', async () => {
    const key = randomUUID();
    const body = { ssid: `Red ${key.slice(0, 8)}`, password: 'password123' };
    const before = await countRows(t, 'requests');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => change(body, wifiUrl(serviceId), { 'idempotency-key': key })),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length + answers.filter((a) => a.statusCode === 409).length).toBe(6);
    expect(new Set(created.map((a) => a.json().number)).size).toBe(1);
    const retry = await change(body, wifiUrl(serviceId), { 'idempotency-key': key });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(created[0]!.json());
    expect(await countRows(t, 'requests')).toBe(before + 1);
  });
});

describe.each(dialects)('WiFi change limit (%s)', (dialect) => {
  const t = useTestApp({ dialect });

  it('allows 5 changes (or refused service ids) an hour per customer, even in parallel', async () => {
    const { token } = await loginAs(t);
    const serviceId = (
      await t.request({ url: '/api/customer/104523/servicios/wifi/', headers: bearer(token) })
    ).json().services[0].id;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.request({
          method: 'POST',
          url: `/api/customer/104523/servicios/${i === 0 ? 999_999 : serviceId}/wifi/`,
          payload: { ssid: `Red ${i}`, password: 'password123' },
          headers: bearer(token),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    expect(codes.filter((c) => c === 201 || c === 404)).toHaveLength(5);
    expect(answers.find((a) => a.statusCode === 429)!.json().code).toBe('RATE_LIMITED');
  });
});
