// The development mailbox: HTML and JSON, newest first, escaped; for loopback clients only, never through a
// proxy; absent with SMTP, in production, and on a non-loopback HOST unless DEV_MAILBOX=on.
import { beforeAll, describe, expect, it } from 'vitest';
import { NON_LOOPBACK_CLIENTS } from '../support/non-loopback-clients.js';
import { useTestApp } from '../support/use-test-app.js';

describe('dev mailbox', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await t.app.services.infrastructure.mailer.send({ to: 'a@example.com', subject: 'Primero', text: 'uno' });
    await t.app.services.infrastructure.mailer.send({
      to: 'b@example.com',
      subject: '<script>alert(1)</script>',
      text: 'dos & <b>tres</b>',
    });
  });

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

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
    'is served to %s, never to be stored',
    async (address) => {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        const res = await t.app.inject({ url, remoteAddress: address });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    },
  );

  it.each(NON_LOOPBACK_CLIENTS)(
    'answers $name with the 404 of an unknown route',
    async ({ remoteAddress, headers }) => {
      const unknown = await t.app.inject({ url: '/dev/nothing-here', remoteAddress, headers });
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        const res = await t.app.inject({ url, remoteAddress, headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(unknown.body);
        expect(res.body).not.toContain('example.com');
      }
    },
  );
});

describe('dev mailbox on HOST=0.0.0.0 with DEV_MAILBOX=on', () => {
  const t = useTestApp({ env: { HOST: '0.0.0.0', DEV_MAILBOX: 'on' } });

  it('is served to loopback clients only', async () => {
    expect((await t.app.inject({ url: '/dev/mailbox.json', remoteAddress: '127.0.0.1' })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/dev/mailbox.json', remoteAddress: '10.0.0.5' })).statusCode).toBe(
      404,
    );
  });
});

describe.each<{ name: string; env: Record<string, string> }>([
  {
    name: 'in production',
    env: {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      DEBIT_ENCRYPTION_KEY: 'ab'.repeat(32),
      SEED_DEMO: 'false',
    },
  },
  { name: 'with SMTP', env: { SMTP_URL: 'smtp://127.0.0.1:2525' } },
  { name: 'on HOST=0.0.0.0', env: { HOST: '0.0.0.0' } },
  { name: 'on HOST=::', env: { HOST: '::' } },
  { name: 'with DEV_MAILBOX=off', env: { DEV_MAILBOX: 'off' } },
])('dev mailbox $name', ({ env }) => {
  const t = useTestApp({ env });

  it('does not exist, even for a loopback client', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      expect((await t.app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    }
  });
});
