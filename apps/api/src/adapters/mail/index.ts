// Picks the mail transport from the configuration: SMTP when SMTP_URL is set, the outbox otherwise.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

export type { Mailer, MailMessage } from './mailer.js';
export { OutboxMailer, OutboxWriter } from './outbox-mailer.js';

export function createMailer(config: AppConfig, db: Kysely<Database>): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.staffEmail);
  return new OutboxMailer(db);
}
