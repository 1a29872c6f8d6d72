// The address the portal is reached at, for URLs handed to a payment gateway (back_urls, notification_url,
// the sandbox checkout) and links in mails (the 'No fui yo' link, ADR 0084). PUBLIC_URL when set (behind a proxy or a domain); otherwise where this process
// listens, read when the URL is needed, so tests on port 0 and development get the right one.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '']);

export function publicUrlOf(app: FastifyInstance, config: AppConfig): () => string {
  if (config.publicUrl) {
    const fixed = config.publicUrl;
    return () => fixed;
  }
  const scheme = config.tls ? 'https' : 'http';
  return () => {
    const address = app.server.listening ? (app.server.address() as AddressInfo | null) : null;
    const port = address?.port ?? config.port;
    const host = address && !ANY_ADDRESS.has(address.address) ? address.address : '127.0.0.1';
    return `${scheme}://${host.includes(':') ? `[${host}]` : host}:${port}`;
  };
}
