// Mis gestiones: GET/POST /api/customer/{clientenro}/gestiones/. Only the owner reads or files, only requests
// stored with the customer's id are listed, claims are validated in Spanish, idempotent and limited per customer.
import { randomUUID } from 'node:crypto';
import { customerRequestsSchema, messages, apiMessages } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerId, loginAs, mailbox } from '../support/account-helpers.js';
import { bearer, countRows, customerBodies, MESSAGES_URL } from '../support/message-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const URL = '/api/customer/104523/gestiones/';

describe.each(dialects)('Mis gestiones (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let token: string;
  let otherToken: string;
  const list = (url = URL, auth = token) => t.request({ url, headers: bearer(auth) });
  const file = (payload: unknown, headers: Record<string, string> = {}, url = URL, auth = token) =>
    t.request({ method: 'POST', url, payload: payload as object, headers: { ...bearer(auth), ...headers } });

  beforeAll(async () => {
    ({ token } = await loginAs(t));
    await t.app.db.updateTable('logins').set({ entry: 0 }).where('email', '=', 'nuevo@example.com').execute();
    ({ token: otherToken } = await loginAs(t, 'nuevo@example.com'));
  });

  it('lists the seeded requests newest first, with Spanish labels and status received', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const { requests } = customerRequestsSchema.parse(res.json());
    expect(requests.map((r) => [r.typeLabel, r.status])).toEqual([
      ['Reclamo', 'received'],
      ['Cambio de plan', 'received'],
    ]);
    expect(requests[0]!.number).toMatch(/^G-\d{4}-\d{6}$/);
    expect(Date.parse(requests[0]!.createdAt)).toBeGreaterThan(Date.parse(requests[1]!.createdAt));
    expect(Object.keys(requests[0]!).sort()).toEqual(
      [
        'attachments',
        'createdAt',
        'dueDate',
        'number',
        'overdue',
        'status',
        'statusLabel',
        'summary',
        'type',
        'typeLabel',
      ].sort(),
    );
    // The seeded claim is nine days old: past its three business days, still open.
    expect(requests[0]).toMatchObject({ statusLabel: 'Recibido', overdue: true });
    expect(requests[0]!.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The seeded requests came without documents.
    expect(requests.map((r) => r.attachments)).toEqual([[], []]);
  });

  it("refuses another customer's number and a missing token", async () => {
    const other = await list('/api/customer/104601/gestiones/');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: apiMessages.forbidden, code: 'FORBIDDEN' });
    const asOther = await list(URL, otherToken);
    expect(asOther.statusCode).toBe(403);
    const filed = await file({ reason: 'Sin servicio de Internet' }, {}, URL, otherToken);
    expect(filed.statusCode).toBe(403);
    const anonymous = await t.request({ url: URL });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('SESSION_EXPIRED');
  });

  it("never lists a visitor's request with the customer's email, nor another customer's", async () => {
    const at = new Date().toISOString();
    const row = {
      type: 1,
      company_code: 2,
      payload: '{}',
      status: 'received',
      created_at: at,
      updated_at: at,
      queue: 'comercial',
      request_class: 'otros',
      due_date: at.slice(0, 10),
      customer_name: '',
      locality: null,
      search_text: '',
    };
    const other = await customerId(t, 104601);
    await t.app.db
      .insertInto('requests')
      .values([
        {
          ...row,
          number: 'X-VISITOR',
          customer_id: null,
          email: 'cliente@example.com',
          summary: 'visitante',
        },
        { ...row, number: 'X-OTHER', customer_id: other, email: null, summary: 'otro cliente' },
      ])
      .execute();
    const numbers = (await list()).json().requests.map((r: { number: string }) => r.number);
    expect(numbers).not.toContain('X-VISITOR');
    expect(numbers).not.toContain('X-OTHER');
    const theirs = (await list('/api/customer/104601/gestiones/', otherToken)).json().requests;
    expect(theirs.map((r: { number: string }) => r.number)).toEqual(['X-OTHER']);
  });

  it('files a claim, answers its number, lists it first and mails staff', async () => {
    const res = await file({ reason: 'Internet lento o con cortes', details: 'Se corta\na la noche' });
    expect(res.statusCode).toBe(201);
    const { number } = res.json();
    expect(number).toMatch(/^G-\d{4}-\d{6}$/);
    const [first] = (await list()).json().requests;
    expect(first).toMatchObject({
      number,
      type: 52,
      typeLabel: 'Reclamo',
      summary: 'Internet lento o con cortes. Nos contaste: «Se corta a la noche».',
      status: 'received',
    });
    expect((await mailbox(t)).some((m) => m.subject === `Reclamo ${number}`)).toBe(true);
  });

  it('refuses a bad claim with Spanish messages per field', async () => {
    const unknown = await file({ reason: 'Quiero pizza' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ reason: messages.invalidOption });
    const other = await file({ reason: 'Otro motivo', details: '   ' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ details: 'Contanos qué pasa.' });
  });

  it('replays a retry with the same key and stores one claim for parallel attempts', async () => {
    const key = randomUUID();
    const body = { reason: 'Sin servicio de Internet', details: `parallel ${key}` };
    const before = await countRows(t, 'requests');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => file(body, { 'idempotency-key': key })),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length + answers.filter((a) => a.statusCode === 409).length).toBe(8);
    expect(new Set(created.map((a) => a.json().number)).size).toBe(1);
    const retry = await file(body, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(created[0]!.json());
    expect(await countRows(t, 'requests')).toBe(before + 1);
  });

  it('tells each request as a sentence in plan names, never the codes nor the sender identity', async () => {
    const seeded = (await list()).json().requests.find((r: { type: number }) => r.type === 10);
    expect(seeded.summary).toBe('Pediste cambiar Internet 100 Megas por Internet 300 Megas.');
    const send = (type: 2 | 10) =>
      t.request({
        method: 'POST',
        url: MESSAGES_URL,
        payload: customerBodies(104523)[type],
        headers: bearer(token),
      });
    expect((await send(10)).statusCode).toBe(201);
    expect((await send(2)).statusCode).toBe(200);
    const [cancellation, change] = (await list()).json().requests;
    expect(cancellation.summary).toBe(
      'Pediste la baja de Internet. Nos contaste: «Me mudo fuera de la zona».',
    );
    // The record's current plan comes from the database (GPON 300 in the seed), named as Mis servicios does.
    expect(change.summary).toBe('Pediste cambiar Internet 300 Megas por Internet 600 Megas.');
    for (const { summary } of [cancellation, change]) {
      expect(summary).not.toMatch(/GPON|cliente N°|DNI|Mensaje:|30111222|juan@example\.com|—/);
    }
  });
});

describe.each(dialects)('Mis gestiones claim limit (%s)', (dialect) => {
  const t = useTestApp({ dialect });

  it('allows 5 claims an hour per customer, even from parallel requests', async () => {
    const { token } = await loginAs(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.request({
          method: 'POST',
          url: URL,
          payload: { reason: 'Otro motivo', details: `intento ${i}` },
          headers: bearer(token),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});
