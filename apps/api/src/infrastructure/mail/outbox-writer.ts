// Writes a mail to outbox_mail with the caller's connection or transaction, so a mail commits (or rolls back)
// with the work that sends it (ADR 0051). The mail adapters and the repositories that write requests use it.
import { sql, type Kysely } from 'kysely';
import { PreparedSql } from '../db/prepared-sql.js';
import type { Database } from '../db/schema.js';
import { nowInstant } from '../db/time.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** How a mail written to outbox_mail is marked: kept as delivered, or queued for the SMTP relay. */
export type OutboxStatus = 'sent' | 'queued';

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
