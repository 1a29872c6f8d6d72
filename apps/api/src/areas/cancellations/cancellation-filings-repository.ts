// Files a baja or arrepentimiento in one transaction (its number drawn just before): the request with its
// register line (RequestWriter writes it), the mails with its number and the Idempotency-Key's answer.
import type { Kysely } from 'kysely';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { Database } from '../../infrastructure/db/schema.js';
import {
  OutboxWriter,
  type MailMessage,
  type OutboxStatus,
} from '../../infrastructure/mail/outbox-writer.js';
import { RequestWriter, type NewRequest, type StoredRequest } from '../requests/index.js';

export class CancellationFilingsRepository {
  readonly #requests: RequestWriter;
  readonly #outbox: OutboxWriter;

  constructor(
    private readonly db: Kysely<Database>,
    mailStatus: OutboxStatus = 'sent',
  ) {
    this.#requests = new RequestWriter(db);
    this.#outbox = new OutboxWriter(db, mailStatus);
  }

  async store<T>(
    request: NewRequest,
    mails: (number: string) => readonly MailMessage[],
    answer: (stored: StoredRequest) => T,
    recordAnswer: RecordAnswer<T> | undefined,
    now: Date = new Date(),
  ): Promise<T> {
    const number = await this.#requests.draw(now);
    return this.db.transaction().execute(async (trx) => {
      const stored = await this.#requests.insert(trx, request, number, now);
      for (const mail of mails(number)) await this.#outbox.insert(trx, mail);
      const result = answer(stored);
      await recordAnswer?.(trx, result);
      return result;
    });
  }
}
