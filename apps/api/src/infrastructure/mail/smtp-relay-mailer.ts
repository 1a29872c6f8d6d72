// SMTP_URL set: a mail is a queued outbox row, committed before `send` resolves (or with the caller's
// transaction), and the relay delivers it right after, retrying while the mail server is unreachable.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Mailer, MailMessage } from './mailer.js';
import { OutboxWriter } from './outbox-writer.js';
import type { OutboxRelay } from './outbox-relay.js';

export class SmtpRelayMailer implements Mailer {
  readonly transport = 'smtp' as const;
  readonly outboxStatus = 'queued' as const;

  readonly #writer: OutboxWriter;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly relay: OutboxRelay,
  ) {
    this.#writer = new OutboxWriter(db, 'queued');
  }

  async send(message: MailMessage): Promise<void> {
    await this.#writer.insert(this.db, message);
    this.relay.kick();
  }

  mailsCommitted(): void {
    this.relay.kick();
  }

  start(): void {
    this.relay.start();
  }

  close(): Promise<void> {
    return this.relay.stop();
  }
}
