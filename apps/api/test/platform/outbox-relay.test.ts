// With SMTP_URL every mail is a queued outbox row committed with its request, and the relay delivers it with
// retries (ADR 0053): a mail server that is down or refuses for a while delays mail, it never loses it.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxWriter, type MailMessage } from '../../src/infrastructure/mail/outbox-writer.js';
import { OutboxRelay } from '../../src/infrastructure/mail/outbox-relay.js';
import type { MailTransport } from '../../src/infrastructure/mail/smtp-transport.js';
import { MESSAGES_URL, publicBodies } from '../support/message-helpers.js';
import { startFakeSmtpServer, type FakeSmtpServer } from '../support/fake-smtp-server.js';
import { createTestApp, dialects, type TestApp } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const silentLog = { error() {}, warn() {}, info() {} } as unknown as FastifyBaseLogger;

/** A transport that fails its first `failures` deliveries, then records what it delivers. */
function flakyTransport(failures: number, delayMs = 0) {
  const delivered: MailMessage[] = [];
  let left = failures;
  const transport: MailTransport = {
    async deliver(message) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (left > 0) {
        left -= 1;
        throw new Error('421 service not available');
      }
      delivered.push(message);
    },
    close() {},
  };
  return { transport, delivered };
}

describe.each(dialects)('outbox relay (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off', SEED_DEMO: 'false' } });

  const queue = async (subject: string) => {
    await new OutboxWriter(t.app.db, 'queued').insert(t.app.db, {
      to: 'gestiones@example.com',
      subject,
      text: 'x',
    });
  };
  const row = (subject: string) =>
    t.app.db.selectFrom('outbox_mail').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow();

  it('retries after each delay, delivers once the server accepts, and gives up after the last retry', async () => {
    let clock = new Date('2026-11-26T10:00:00.000Z');
    const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
    const { transport, delivered } = flakyTransport(2);
    const relay = new OutboxRelay(t.app.db, transport, silentLog, {
      retryDelaysMs: [60_000, 300_000],
      now: () => clock,
    });
    await queue('reintentos');
    // The row was written with the real time: make it due for the relay's clock.
    await t.app.db.updateTable('outbox_mail').set({ next_attempt_at: clock.toISOString() }).execute();

    await relay.deliverDue();
    expect(await row('reintentos')).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: '421 service not available',
      next_attempt_at: '2026-11-26T10:01:00.000Z',
    });
    await relay.deliverDue(); // not due yet
    expect((await row('reintentos')).attempts).toBe(1);

    later(60_000);
    await relay.deliverDue();
    expect(await row('reintentos')).toMatchObject({ status: 'queued', attempts: 2 });
    later(300_000);
    await relay.deliverDue();
    expect(await row('reintentos')).toMatchObject({ status: 'sent', attempts: 3, next_attempt_at: null });
    expect(delivered.map((m) => m.subject)).toEqual(['reintentos']);

    // A mail the server never accepts is marked failed after the last retry, with the reason kept.
    const refusing = new OutboxRelay(t.app.db, flakyTransport(99).transport, silentLog, {
      retryDelaysMs: [1_000],
      now: () => clock,
    });
    await queue('sin destino');
    await t.app.db
      .updateTable('outbox_mail')
      .set({ next_attempt_at: clock.toISOString() })
      .where('subject', '=', 'sin destino')
      .execute();
    await refusing.deliverDue();
    later(1_000);
    await refusing.deliverDue();
    expect(await row('sin destino')).toMatchObject({ status: 'failed', attempts: 2, next_attempt_at: null });
  });

  it('sends each mail once when two relays share the database', async () => {
    const subjects = Array.from({ length: 6 }, (_, i) => `compartido ${i}`);
    for (const subject of subjects) await queue(subject);
    const first = flakyTransport(0, 5);
    const second = flakyTransport(0, 5);
    await Promise.all([
      new OutboxRelay(t.app.db, first.transport, silentLog).deliverDue(),
      new OutboxRelay(t.app.db, second.transport, silentLog).deliverDue(),
    ]);
    const sent = [...first.delivered, ...second.delivered].map((m) => m.subject).sort();
    expect(sent).toEqual([...subjects].sort());
    for (const subject of subjects) expect((await row(subject)).status).toBe('sent');
  });
});

describe.each(dialects)('contact messages through SMTP (%s)', (dialect) => {
  let smtp: FakeSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    t = await createTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off', SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('queues the mails with the request and delivers them, retrying a refusal', async () => {
    smtp.refuseNext(1);
    // A regret notice: one mail to the staff, one with the request number to the person.
    const res = await t.request({ method: 'POST', url: MESSAGES_URL, payload: publicBodies[6] });
    expect(res.statusCode).toBe(201);
    const { Crmnumero } = res.json() as { Crmnumero: string };
    const mails = () =>
      t.app.db
        .selectFrom('outbox_mail')
        .select(['to_address', 'status', 'attempts', 'last_error'])
        .where('subject', 'like', `%${Crmnumero}%`)
        .orderBy('id')
        .execute();
    // The relay ran right after the commit: the server refused the first mail and took the second.
    await expect.poll(async () => (await mails()).map((m) => m.attempts), { timeout: 5_000 }).toEqual([1, 1]);
    const [staff, person] = await mails();
    expect(staff).toMatchObject({ status: 'queued', last_error: expect.stringContaining('451') });
    expect(person).toMatchObject({ status: 'sent' });
    expect(smtp.received).toHaveLength(1);

    // Its retry is due in a minute; made due now, the next run delivers it.
    await t.app.db
      .updateTable('outbox_mail')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('status', '=', 'queued')
      .execute();
    t.app.services.infrastructure.mailer.mailsCommitted();
    await expect
      .poll(async () => (await mails()).map((m) => m.status), { timeout: 5_000 })
      .toEqual(['sent', 'sent']);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.map((m) => m.data).join('\n')).toContain(Crmnumero);
  });
});
