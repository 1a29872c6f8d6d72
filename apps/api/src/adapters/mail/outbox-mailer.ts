// Outbox transport: every mail becomes a row of outbox_mail, committed before `send` resolves, so a caller
// that answers 200 after sending never loses a mail. Developers and the browser tests read it at /dev/mailbox.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowInstant } from '../../db/time.js';
import type { Mailer, MailMessage } from './mailer.js';

/** Writes one mail to the outbox with the given connection or transaction (commits with the caller's work). */
export async function insertOutboxMail(db: Kysely<Database>, message: MailMessage): Promise<void> {
  const now = nowInstant();
  await db
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

export class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const;

  constructor(private readonly db: Kysely<Database>) {}

  async send(message: MailMessage): Promise<void> {
    await insertOutboxMail(this.db, message);
  }
}
