// Development mailbox: the outbox as an HTML page and as JSON (newest first), for developers and the browser
// tests that read emailed codes. It shows every reset code without an API key, so it is registered only when
// config.devMailbox says so (ADR 0014) and answers loopback clients only; anyone else gets the 404 of an
// unknown route.
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.js';
import { isFromThisMachine, isLoopbackHost } from '../lib/loopback.js';
import type { OutboxEntry } from '../infrastructure/mail/mailer.js';

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function renderMailbox(mails: OutboxEntry[]): string {
  const items = mails
    .map(
      (m) =>
        `<li><article><h2>${escapeHtml(m.subject)}</h2>` +
        `<p>Para: ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)} · #${m.id}</p>` +
        `<pre>${escapeHtml(m.text)}</pre></article></li>`,
    )
    .join('\n');
  return [
    '<!doctype html><html lang="es"><head><meta charset="utf-8">',
    '<title>Buzón de desarrollo</title></head><body>',
    '<h1>Buzón de desarrollo</h1>',
    mails.length === 0 ? '<p>No hay mensajes.</p>' : `<ol>${items}</ol>`,
    '</body></html>',
  ].join('\n');
}

export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  const { outbox } = app.services.dev;

  // Scoped to this plugin's two routes (no fastify-plugin wrapper).
  app.addHook('onRequest', (request, reply, done) => {
    if (isFromThisMachine(request)) return done();
    reply.callNotFound();
  });

  app.get('/dev/mailbox.json', { config: { personalData: true } }, async () => outbox.latest());

  app.get('/dev/mailbox', { config: { personalData: true } }, async (_request, reply) => {
    reply.type('text/html; charset=utf-8');
    return renderMailbox(await outbox.latest());
  });
};

/** The boot banner's line: whether and where the mailbox is served, or why not. */
export function devMailboxBannerLine(config: AppConfig, url: string): string {
  if (config.devMailbox)
    return `Dev mailbox: ${url}/dev/mailbox (loopback clients only, never through a proxy)`;
  if (config.isProduction) return 'Dev mailbox: off (production)';
  if (config.smtpUrl) return 'Dev mailbox: off (SMTP_URL is set)';
  if (!isLoopbackHost(config.host)) {
    return `Dev mailbox: off (HOST ${config.host} is not a loopback address; DEV_MAILBOX=on serves it to loopback clients)`;
  }
  return 'Dev mailbox: off (DEV_MAILBOX=off)';
}
