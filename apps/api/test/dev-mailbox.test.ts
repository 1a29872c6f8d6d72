// The development mailbox: HTML and JSON, newest first, escaped; absent with SMTP or in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('dev mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.mailer.send({ to: 'a@example.com', subject: 'Primero', text: 'uno' });
    await t.app.services.mailer.send({
      to: 'b@example.com',
      subject: '<script>alert(1)</script>',
      text: 'dos & <b>tres</b>',
    });
  });
  afterAll(() => t?.close());

  it('lists the outbox as JSON, newest first, without an API key', async () => {
    const res = await t.app.inject({ url: '/dev/mailbox.json' });
    expect(res.statusCode).toBe(200);
    const mails = res.json();
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual([
      '<script>alert(1)</script>',
      'Primero',
    ]);
    expect(Object.keys(mails[0]).sort()).toEqual(['created_at', 'id', 'subject', 'text', 'to']);
    expect(mails[0]).toMatchObject({ to: 'b@example.com', text: 'dos & <b>tres</b>' });
  });

  it('shows the outbox as escaped HTML', async () => {
    const res = await t.app.inject({ url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('dos &amp; &lt;b&gt;tres&lt;/b&gt;');
    expect(res.body).not.toContain('<script>');
    expect(res.body.indexOf('&lt;script&gt;')).toBeLessThan(res.body.indexOf('Primero'));
  });
});

describe.each<{ name: string; env: Record<string, string> }>([
  {
    name: 'in production',
    env: { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SEED_DEMO: 'false' },
  },
  { name: 'with SMTP', env: { SMTP_URL: 'smtp://127.0.0.1:2525' } },
])('dev mailbox $name', ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t?.close());

  it('does not exist', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });
});
