// Replies and notes, POST /api/admin/gestiones/{n}/mensajes/: a public reply is mailed once (under a retried
// Idempotency-Key and under parallel posts) and shows in Mis gestiones; a note is never mailed nor shown to
// the customer; a status sent with the message moves the request in the same change.
import { randomUUID } from 'node:crypto';
import { staffRequestDetailSchema } from '@portal/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs, mailbox } from '../support/account-helpers.js';
import { useSteppableClock } from '../support/clock.js';
import { insertDeskRequest, messagesUrl } from '../support/desk-helpers.js';
import { bearer } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

useSteppableClock();

describe.each(dialects)('replies and notes on the desk (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let staff: string;
  let customer: string;
  let serial = 0;
  const fresh = async () => {
    serial += 1;
    const number = `G-2026-7${String(serial).padStart(5, '0')}`;
    await insertDeskRequest(t, {
      number,
      createdAt: '2026-11-25T12:00:00.000Z',
      queue: 'tecnica',
      cliente: 104523,
      email: null,
      status: 'in_progress',
    });
    return number;
  };
  const post = (number: string, payload: object, key: string = randomUUID()) =>
    t.request({
      method: 'POST',
      url: messagesUrl(number),
      payload,
      headers: { ...bearer(staff), 'idempotency-key': key },
    });
  const mailsAbout = async (number: string) => (await mailbox(t)).filter((m) => m.subject.includes(number));
  const customerView = async (number: string) =>
    (await t.request({ url: `/api/customer/104523/gestiones/${number}/`, headers: bearer(customer) })).json();

  beforeAll(async () => {
    vi.setSystemTime(new Date('2026-11-27T15:00:00Z'));
    staff = await staffTokenAs(t, 'agente');
    ({ token: customer } = await loginAs(t));
  });

  it('mails a reply once under a retried Idempotency-Key and shows it in Mis gestiones', async () => {
    const number = await fresh();
    const key = randomUUID();
    const body = { kind: 'respuesta', text: '¿Podés reiniciar el módem?', version: 1 };
    const first = await post(number, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const detail = staffRequestDetailSchema.parse(first.json());
    expect(detail.version).toBe(2);
    expect(detail.thread.map((e) => [e.kind, e.text])).toEqual([['respuesta', '¿Podés reiniciar el módem?']]);
    const retry = await post(number, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const mails = await mailsAbout(number);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['cliente@example.com', `Respuesta a tu gestión ${number}`],
    ]);
    expect(mails[0]!.text).toContain('¿Podés reiniciar el módem?');
    expect(mails[0]!.text).toContain('/mi-cuenta/mis-gestiones');
    expect((await customerView(number)).thread).toMatchObject([
      { kind: 'respuesta', text: '¿Podés reiniciar el módem?' },
    ]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', number)
      .execute();
    expect(audit).toEqual([{ action: 'request.respuesta' }]);
  });

  it('mails once when the same reply is posted in parallel, with one key or with two', async () => {
    const number = await fresh();
    const key = randomUUID();
    const body = { kind: 'respuesta', text: 'Mañana pasa el técnico.', version: 1 };
    const sameKey = await Promise.all([post(number, body, key), post(number, body, key)]);
    // The second attempt either replays the first answer or is told the first is still in progress.
    expect(sameKey.map((r) => r.statusCode).sort()).toEqual(expect.arrayContaining([201]));
    for (const res of sameKey) expect([201, 409]).toContain(res.statusCode);
    expect(await mailsAbout(number)).toHaveLength(1);
    const other = await fresh();
    const twoKeys = await Promise.all([post(other, body), post(other, body)]);
    expect(twoKeys.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await mailsAbout(other)).toHaveLength(1);
  });

  it('never mails a note nor shows it to the customer', async () => {
    const number = await fresh();
    const res = await post(number, { kind: 'nota', text: 'Revisar el nodo del barrio', version: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json().thread).toMatchObject([{ kind: 'nota', text: 'Revisar el nodo del barrio' }]);
    expect(await mailsAbout(number)).toEqual([]);
    expect(JSON.stringify(await customerView(number))).not.toContain('nodo del barrio');
  });

  it('replies and waits on the customer in one change, with one mail', async () => {
    const number = await fresh();
    const res = await post(number, {
      kind: 'respuesta',
      text: 'Mandanos una foto del módem.',
      version: 1,
      status: 'waiting_customer',
    });
    expect(res.json()).toMatchObject({ version: 2, status: 'waiting_customer' });
    expect(res.json().thread.map((e: { kind: string }) => e.kind)).toEqual(['respuesta', 'estado']);
    const mails = await mailsAbout(number);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('«Esperando tu respuesta»');
    expect(await customerView(number)).toMatchObject({ canAnswer: true, status: 'waiting_customer' });
  });

  it('refuses an empty message in Spanish', async () => {
    const number = await fresh();
    const res = await post(number, { kind: 'respuesta', text: '  ', version: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ text: 'Escribí el mensaje.' });
  });
});
