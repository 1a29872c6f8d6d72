// Every mail becomes a row of outbox_mail, committed before `send` resolves, so a caller that answers 200
// after sending never loses a mail. With the outbox transport the row is the delivery (status 'sent');
// developers and the browser tests read it at /dev/mailbox. The SMTP relay writes 'queued' rows instead.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { OutboxWriter } from './outbox-writer.js';
import type { Mailer, MailMessage } from './mailer.js';

export class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const;
  readonly outboxStatus = 'sent' as const;

  readonly #writer: OutboxWriter;

  constructor(private readonly db: Kysely<Database>) {
    this.#writer = new OutboxWriter(db);
  }

  async send(message: MailMessage): Promise<void> {
    await this.#writer.insert(this.db, message);
  }

  mailsCommitted(): void {
    // The committed rows are the delivery.
  }

  start(): void {}

  async close(): Promise<void> {}
}
