// Outbox transport: every mail becomes a row of outbox_mail, committed before `send` resolves, so a caller
// that answers 200 after sending never loses a mail. Developers and the browser tests read it at /dev/mailbox.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowInstant } from '../../db/time.js';
import type { Mailer, MailMessage } from './mailer.js';

export class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const;

  constructor(private readonly db: Kysely<Database>) {}

  async send(message: MailMessage): Promise<void> {
    const now = nowInstant();
    await this.db
      .insertInto('outbox_mail')
      .values({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        // Delivered as far as this transport goes: the outbox is the mailbox.
        status: 'sent',
        attempts: 1,
        sent_at: now,
        created_at: now,
      })
      .execute();
  }
}
