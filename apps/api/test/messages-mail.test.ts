// Messages endpoint, mail: the staff mailbox gets the whole request as plain text, regret and cancellation
// mail the person their request number, markup is kept as literal text, and a failing SMTP server after the
// commit neither loses the request nor turns the answer into an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, mailbox } from './support/account-helpers.js';
import {
  bearer,
  customerBodies,
  freshAddress,
  MESSAGES_URL,
  multipartBody,
  publicBodies,
} from './support/message-helpers.js';
import { realPdf } from './support/pdf-files.js';
import { createTestApp, dialects, type TestApp } from './support/test-app.js';

const STAFF = 'gestiones@example.com';

describe.each(dialects)('messages, mail (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off', STAFF_EMAIL: STAFF } });
  });
  afterAll(() => t.close());

  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: MESSAGES_URL, payload, headers, remoteAddress: freshAddress() });

  it('mails staff every field and the summary line, as plain text', async () => {
    const res = await post(publicBodies[1]);
    const { Crmnumero } = res.json() as { Crmnumero: string };
    const mail = (await mailbox(t)).find((m) => m.subject.includes(Crmnumero));
    expect(mail?.to).toBe(STAFF);
    expect(mail?.subject).toBe(`Contacto ${Crmnumero}`);
    expect(mail?.text).toContain(
      'Resumen: Contacto de Juan Pérez (DNI 30111222, tel. 2901421234, juan@example.com) — ' +
        'Dirección: San Martín 123 — Mensaje: Quiero que me llamen',
    );
    for (const [key, value] of Object.entries(publicBodies[1]))
      expect(mail?.text).toContain(`${key}: ${value}`);
    const html = await t.app.db
      .selectFrom('outbox_mail')
      .select('html_body')
      .where('subject', '=', mail!.subject)
      .executeTakeFirst();
    expect(html?.html_body).toBeNull();
  });

  it('stores and mails HTML or script verbatim, as text', async () => {
    const script = '<script>alert("x")</script><b>hola</b>';
    const res = await post({ ...publicBodies[8], message: script, name: '<img src=x onerror=1>' });
    expect(res.statusCode).toBe(201);
    const { id, Crmnumero } = res.json() as { id: number; Crmnumero: string };
    const row = await t.app.db
      .selectFrom('requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.payload)).toMatchObject({ message: script, name: '<img src=x onerror=1>' });
    expect(row.summary).toContain(`Mensaje: ${script}`);
    const mail = (await mailbox(t)).find((m) => m.subject.includes(Crmnumero));
    expect(mail?.text).toContain(`message: ${script}`);
    // The dev mailbox page escapes what it shows.
    const page = await t.app.inject({ url: '/dev/mailbox' });
    expect(page.body).not.toContain('<script>alert("x")</script>');
  });

  it('mails the person their request number for a regret notice (6)', async () => {
    const { Crmnumero } = (await post(publicBodies[6])).json() as { Crmnumero: string };
    const mails = (await mailbox(t)).filter((m) => m.text.includes(Crmnumero));
    const personal = mails.find((m) => m.to === 'juan@example.com');
    expect(personal?.subject).toBe(`Tu solicitud N° ${Crmnumero}`);
    expect(personal?.text).toContain(`Número de solicitud: ${Crmnumero}`);
    expect(mails.some((m) => m.to === STAFF)).toBe(true);
  });

  it('mails the person their request number for a cancellation (2), not for other types', async () => {
    const login = await loginAs(t);
    const res = await post(customerBodies(login.client[0]!.cliente)[2], bearer(login.token));
    expect(res.statusCode).toBe(200);
    const { Crmnumero } = res.json() as { Crmnumero: string };
    const personal = (await mailbox(t)).find(
      (m) => m.to === 'juan@example.com' && m.text.includes(Crmnumero),
    );
    expect(personal?.subject).toBe(`Tu solicitud N° ${Crmnumero}`);

    const contact = (await post(publicBodies[1])).json() as { Crmnumero: string };
    const toPerson = (await mailbox(t)).filter(
      (m) => m.to === 'juan@example.com' && m.text.includes(contact.Crmnumero),
    );
    expect(toPerson).toEqual([]);
  });

  it('lists attachment names in the staff mail', async () => {
    const login = await loginAs(t);
    const { payload, headers } = multipartBody(customerBodies(login.client[0]!.cliente)[11], [
      { filename: 'frente.pdf', data: await realPdf('a') },
      { filename: 'dorso.pdf', data: await realPdf('b') },
    ]);
    const res = await t.request({
      method: 'POST',
      url: MESSAGES_URL,
      payload,
      headers: { ...headers, ...bearer(login.token) },
      remoteAddress: freshAddress(),
    });
    const { Crmnumero } = res.json() as { Crmnumero: string };
    const mail = (await mailbox(t)).find((m) => m.to === STAFF && m.subject.includes(Crmnumero));
    expect(mail?.text).toContain('dni_frente: frente.pdf');
    expect(mail?.text).toContain('dni_dorso: dorso.pdf');
  });
});

describe('messages, SMTP unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every delivery fails.
    t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'off', SMTP_URL: 'smtp://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  it('keeps the request, answers success and keeps its mails queued for a retry', async () => {
    const res = await t.request({ method: 'POST', url: MESSAGES_URL, payload: publicBodies[6] });
    expect(res.statusCode).toBe(201);
    const { id, Crmnumero } = res.json() as { id: number; Crmnumero: string };
    const row = await t.app.db
      .selectFrom('requests')
      .select('number')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.number).toBe(Crmnumero);
    const mails = () =>
      t.app.db
        .selectFrom('outbox_mail')
        .select(['status', 'attempts', 'last_error', 'next_attempt_at'])
        .where('subject', 'like', `%${Crmnumero}%`)
        .execute();
    await expect.poll(async () => (await mails()).map((m) => m.attempts), { timeout: 5_000 }).toEqual([1, 1]);
    for (const mail of await mails()) {
      expect(mail).toMatchObject({ status: 'queued', last_error: expect.stringMatching(/ECONNREFUSED/) });
      expect(Date.parse(mail.next_attempt_at ?? '')).toBeGreaterThan(Date.now());
    }
  });
});
