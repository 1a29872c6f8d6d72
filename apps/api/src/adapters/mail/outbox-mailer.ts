// Every mail becomes a row of outbox_mail, committed before `send` resolves, so a caller that answers 200
// after sending never loses a mail. With the outbox transport the row is the delivery (status 'sent');
// developers and the browser tests read it at /dev/mailbox. The SMTP relay writes 'queued' rows instead.
import { sql, type Kysely } from 'kysely';
import { PreparedSql } from '../../db/prepared-sql.js';
import type { Database } from '../../db/schema.js';
import { nowInstant } from '../../db/time.js';
import type { Mailer, MailMessage, OutboxStatus } from './mailer.js';

/** Writes one mail to the outbox with the given connection or transaction (commits with the caller's work). */
export class OutboxWriter {
  readonly #insert: PreparedSql<never>;

  constructor(db: Kysely<Database>, status: OutboxStatus = 'sent') {
    this.#insert =
      status === 'sent'
        ? new PreparedSql(
            db,
            sql`insert into outbox_mail (to_address, subject, text_body, html_body, status, attempts, sent_at,
              created_at) values (${0}, ${1}, ${2}, ${3}, 'sent', 1, ${4}, ${5})`,
          )
        : new PreparedSql(
            db,
            sql`insert into outbox_mail (to_address, subject, text_body, html_body, status, attempts,
              next_attempt_at, created_at) values (${0}, ${1}, ${2}, ${3}, 'queued', 0, ${4}, ${5})`,
          );
  }

  async insert(executor: Kysely<Database>, message: MailMessage): Promise<void> {
    const now = nowInstant();
    await this.#insert.execute(executor, [
      message.to,
      message.subject,
      message.text,
      message.html ?? null,
      now,
      now,
    ]);
  }
}

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
