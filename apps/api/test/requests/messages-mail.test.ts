// Messages endpoint, mail: the staff mailbox gets the whole request as plain text, every request with an email
// address mails the person its número de gestión (ADR 0065), markup is kept as literal text, and a failing SMTP
// server after the commit neither loses the request nor turns the answer into an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_CONFIRMATIONS, messages } from '@portal/domain';
import { loginAs, mailbox } from '../support/account-helpers.js';
import {
  bearer,
  customerBodies,
  freshAddress,
  MESSAGES_URL,
  publicBodies,
  sendMultipartMessage,
} from '../support/message-helpers.js';
import { realPdf } from '../support/pdf-files.js';
import { createTestApp, dialects, type TestApp } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const STAFF = 'gestiones@example.com';

describe.each(dialects)('messages, mail (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off', STAFF_EMAIL: STAFF } });

  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: MESSAGES_URL, payload, headers, remoteAddress: freshAddress() });

  it('mails staff every field and the summary line, as plain text', async () => {
    const res = await post(publicBodies[1]);
    const { Crmnumero } = res.json() as { Crmnumero: string };
    const mail = (await mailbox(t)).find((m) => m.to === STAFF && m.subject.includes(Crmnumero));
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
    const mail = (await mailbox(t)).find((m) => m.to === STAFF && m.subject.includes(Crmnumero));
    expect(mail?.text).toContain(`message: ${script}`);
    // The dev mailbox page escapes what it shows.
    const page = await t.app.inject({ url: '/dev/mailbox' });
    expect(page.body).not.toContain('<script>alert("x")</script>');
  });

  /** The outbox rows of one request, the person's and the staff's. */
  async function outboxFor(number: string) {
    const rows = await t.app.db
      .selectFrom('outbox_mail')
      .select(['to_address', 'subject', 'text_body'])
      .where('text_body', 'like', `%${number}%`)
      .execute();
    return {
      personal: rows.filter((r) => r.to_address === 'juan@example.com'),
      staff: rows.filter((r) => r.to_address === STAFF),
    };
  }

  it.each([1, 6, 7, 8, 30] as const)(
    'mails the person the número de gestión of a public request of type %i',
    async (type) => {
      const res = await post(publicBodies[type]);
      expect(res.statusCode).toBe(201);
      const { Crmnumero } = res.json() as { Crmnumero: string };
      const { personal, staff } = await outboxFor(Crmnumero);
      expect(staff).toHaveLength(1);
      expect(personal).toHaveLength(1);
      expect(personal[0]!.subject).toBe(`Recibimos tu solicitud: número de gestión ${Crmnumero}`);
      expect(personal[0]!.text_body).toContain('Hola, Juan Pérez:');
      expect(personal[0]!.text_body).toContain(`Número de gestión: ${Crmnumero}`);
      expect(personal[0]!.text_body).toContain(MESSAGE_CONFIRMATIONS[type].received);
      expect(personal[0]!.text_body).toContain(MESSAGE_CONFIRMATIONS[type].next);
      expect(personal[0]!.text_body).not.toMatch(/número de solicitud/i);
    },
  );

  it('files nothing to the person for a request without an email (illegal connection report, 3)', async () => {
    const { Crmnumero } = (await post(publicBodies[3])).json() as { Crmnumero: string };
    const rows = await t.app.db
      .selectFrom('outbox_mail')
      .select(['to_address', 'text_body'])
      .where('text_body', 'like', `%${Crmnumero}%`)
      .execute();
    expect(rows.map((r) => r.to_address)).toEqual([STAFF]);
    expect(rows[0]!.text_body).not.toContain(messages.advisersWillCall);
  });

  it('mails the number of a cancellation (2) and greets by the record name, not the lower-cased prefill', async () => {
    const login = await loginAs(t);
    const body = { ...customerBodies(login.client[0]!.cliente)[2], name: 'martina fernández' };
    const res = await post(body, bearer(login.token));
    expect(res.statusCode).toBe(200);
    const { Crmnumero } = res.json() as { Crmnumero: string };
    const { personal } = await outboxFor(Crmnumero);
    expect(personal).toHaveLength(1);
    expect(personal[0]!.text_body).toContain('Hola, Martina:');
    expect(personal[0]!.text_body).toContain(`Número de gestión: ${Crmnumero}`);
  });

  it('mails the number of a customer type with an email (9), none without one (12)', async () => {
    const login = await loginAs(t);
    const bodies = customerBodies(login.client[0]!.cliente);
    // 104524 (only DIBOX) may acquire Click TV; 104523 has it already.
    const acquire = (await post(customerBodies(login.client[1]!.cliente)[9], bearer(login.token))).json() as {
      Crmnumero: string;
    };
    expect((await outboxFor(acquire.Crmnumero)).personal).toHaveLength(1);
    const move = (await post(bodies[12], bearer(login.token))).json() as { Crmnumero: string };
    const rows = await t.app.db
      .selectFrom('outbox_mail')
      .select('to_address')
      .where('text_body', 'like', `%${move.Crmnumero}%`)
      .execute();
    expect(rows.map((r) => r.to_address)).toEqual([STAFF]);
  });

  it('lists attachment names in the staff mail', async () => {
    const login = await loginAs(t);
    const files = [
      { filename: 'frente.pdf', data: await realPdf('a') },
      { filename: 'dorso.pdf', data: await realPdf('b') },
    ];
    const res = await sendMultipartMessage(
      t,
      customerBodies(login.client[0]!.cliente)[11],
      files,
      login.token,
    );
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
