// Stores a contact message as one transaction (its number drawn just before): the request, its attachments
// and, with the outbox transport, the mails that announce it. Either all of it is committed or none of it, so nothing the
// API acknowledges can be lost and no mail points at a request that does not exist
// (docs/decisions/0051-request-numbers-and-mails-in-one-transaction.md).
import type { Kysely } from 'kysely';
import {
  OutboxWriter,
  type MailMessage,
  type OutboxStatus,
} from '../../infrastructure/mail/outbox-writer.js';
import type { Database } from '../../infrastructure/db/schema.js';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { StoredRequest } from './request-number.js';
import { RequestWriter, type NewRequest } from './requests-repository.js';

export interface NewAttachment {
  slot: string;
  originalName: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
}

export interface StoreMessageInput {
  request: NewRequest;
  attachments: readonly NewAttachment[];
  /** Mails to write in the same transaction, built once the request number is known. */
  mails?: (stored: StoredRequest) => readonly MailMessage[];
  /** The Idempotency-Key's answer, committed with the request (docs/decisions/0016-idempotency-keys.md). */
  recordAnswer?: RecordAnswer<StoredRequest> | undefined;
}

export class MessageRequestsRepository {
  readonly #requests: RequestWriter;
  readonly #outbox: OutboxWriter;

  /** `mailStatus`: the mailer's (kept as sent by the outbox transport, queued for the SMTP relay). */
  constructor(
    private readonly db: Kysely<Database>,
    mailStatus: OutboxStatus = 'sent',
  ) {
    this.#requests = new RequestWriter(db);
    this.#outbox = new OutboxWriter(db, mailStatus);
  }

  async store(input: StoreMessageInput, now: Date = new Date()): Promise<StoredRequest> {
    const number = await this.#requests.draw(now);
    return this.db.transaction().execute(async (trx) => {
      const stored = await this.#requests.insert(trx, input.request, number, now);
      for (const file of input.attachments) {
        await trx
          .insertInto('request_attachments')
          .values({
            request_id: stored.id,
            slot: file.slot,
            original_name: file.originalName,
            storage_key: file.storageKey,
            content_type: file.contentType,
            size_bytes: file.sizeBytes,
            created_at: now.toISOString(),
          })
          .execute();
      }
      for (const mail of input.mails?.(stored) ?? []) await this.#outbox.insert(trx, mail);
      await input.recordAnswer?.(trx, stored);
      return stored;
    });
  }
}
