// Picks the mail transport from the configuration: SMTP through the outbox relay when SMTP_URL is set, the
// outbox alone otherwise.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../db/schema.js';
import type { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { OutboxRelay } from './outbox-relay.js';
import { SmtpRelayMailer } from './smtp-relay-mailer.js';
import { SmtpTransport } from './smtp-transport.js';

export type { Mailer, MailMessage, OutboxStatus } from './mailer.js';
export { OutboxMailer } from './outbox-mailer.js';

export function createMailer(config: AppConfig, db: Kysely<Database>, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) return new OutboxMailer(db);
  const relay = new OutboxRelay(db, new SmtpTransport(config.smtpUrl, config.staffEmail), log);
  return new SmtpRelayMailer(db, relay);
}
