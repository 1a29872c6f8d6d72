// Development mailbox: the outbox as an HTML page and as JSON (newest first), for developers and the browser
// tests that read emailed codes. Registered only when mail goes to the outbox outside production; elsewhere
// the paths answer 404 like any unknown route.
import type { FastifyPluginAsync } from 'fastify';
import type { OutboxEntry } from '../repositories/outbox-repository.js';

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
  const { outbox } = app.services;

  app.get('/dev/mailbox.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return outbox.latest();
  });

  app.get('/dev/mailbox', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderMailbox(await outbox.latest());
  });
};

/** Whether the dev mailbox may exist: outbox transport and not production. */
export function devMailboxEnabled(options: { smtpUrl: string | undefined; isProduction: boolean }): boolean {
  return !options.smtpUrl && !options.isProduction;
}
