// Reads of the mail outbox for the development mailbox (/dev/mailbox).
import type { Kysely } from 'kysely';
import type { Database } from '../infrastructure/db/schema.js';
import type { OutboxEntry } from '../infrastructure/mail/mailer.js';

export class OutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async latest(limit = 100): Promise<OutboxEntry[]> {
    const rows = await this.db
      .selectFrom('outbox_mail')
      .select(['id', 'to_address', 'subject', 'text_body', 'created_at'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      created_at: r.created_at,
    }));
  }
}
