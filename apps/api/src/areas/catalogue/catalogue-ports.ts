// What the catalogue service needs beyond its tables: the audit log, the outbox and the mailer's wake-up, and
// the purge of the public rates it changes.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { MailMessage } from '../../infrastructure/mail/mailer.js';
import type { AuditLogRepository } from '../staff/index.js';

export interface CatalogueSideEffects {
  audit: AuditLogRepository;
  outbox: { insert(executor: Kysely<Database>, message: MailMessage): Promise<void> };
  /** Mails were written in a transaction that has committed: deliver them soon. */
  mailsCommitted(): void;
  /** Purges the public rates on every instance (after the change committed). */
  ratesChanged(): Promise<void>;
}
