// Contact messages of every type (POST /api/mensajes/company-code/{code}/): stored with their attachments and
// request number in one transaction that commits before the API answers (design §7), then announced to the
// staff mailbox and, for regret and cancellation, to the person with their request number.
import {
  buildMessageSummary,
  hasTelephony,
  messageTypeNeedsRequestNumber,
  telephonyFieldErrors,
  type ContactMessage,
} from '@portal/domain';
import type { Mailer, MailMessage } from '../adapters/mail/mailer.js';
import type { FileStorage } from '../adapters/storage/file-storage.js';
import { AppError } from '../lib/app-error.js';
import type { CustomersRepository } from '../repositories/customers-repository.js';
import type {
  MessageRequestsRepository,
  NewAttachment,
} from '../repositories/message-requests-repository.js';
import type { RecordAnswer } from '../repositories/idempotency-keys-repository.js';
import type { StoredRequest } from '../repositories/requests-repository.js';
import type { Session } from './session-service.js';
import { requestNumberMail, staffMessageMail, type MessageMailInput } from './message-mails.js';

/** An uploaded document, already checked (PDF content, size, count) by the route. */
export interface UploadedFile {
  slot: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface SubmitMessageInput {
  message: ContactMessage;
  files: readonly UploadedFile[];
  session: Session | null;
  /** Idempotency-Key answer, written in the request's transaction. */
  recordAnswer?: RecordAnswer<StoredRequest> | undefined;
}

export class MessagesService {
  constructor(
    private readonly repository: MessageRequestsRepository,
    private readonly customers: CustomersRepository,
    private readonly storage: FileStorage,
    private readonly mailer: Mailer,
    private readonly companyCode: number,
    private readonly staffEmail: string,
  ) {}

  async submit({ message, files, session, recordAnswer }: SubmitMessageInput): Promise<StoredRequest> {
    this.refuseTelephony(message);
    const summary = buildMessageSummary(message);
    const attachments = await this.saveFiles(files);
    const mails = (stored: StoredRequest): MailMessage[] =>
      this.mailsFor(message, stored.number, summary, files);
    let stored: StoredRequest;
    try {
      stored = await this.repository.store({
        request: {
          type: message.type,
          companyCode: this.companyCode,
          customerId: await this.customerId(message, session),
          email: 'email' in message && message.email ? message.email : null,
          summary,
          payload: { ...message },
        },
        attachments,
        // The mails are outbox rows like the request: same transaction, nothing acknowledged is lost.
        mails,
        recordAnswer,
      });
    } catch (error) {
      // Nothing was committed: the stored files belong to no request.
      await Promise.allSettled(attachments.map((a) => this.storage.remove(a.storageKey)));
      throw error;
    }
    this.mailer.mailsCommitted();
    return stored;
  }

  /** The shared schemas list telephony for company 2; company 20 sells none, so it is refused before any write. */
  private refuseTelephony(message: ContactMessage): void {
    if (hasTelephony(this.companyCode)) return;
    const fields = telephonyFieldErrors(message);
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', { fields });
  }

  /** The customer record is linked only when the session owns the number (the route already enforced it). */
  private async customerId(message: ContactMessage, session: Session | null): Promise<number | null> {
    const clientId = message.client_id;
    if (clientId === undefined || !session?.customers.includes(clientId)) return null;
    return (await this.customers.findByNumber(clientId))?.id ?? null;
  }

  private async saveFiles(files: readonly UploadedFile[]): Promise<NewAttachment[]> {
    const saved: NewAttachment[] = [];
    try {
      for (const file of files) {
        const storageKey = await this.storage.save(file.data, { contentType: file.contentType });
        saved.push({
          slot: file.slot,
          originalName: file.filename,
          storageKey,
          contentType: file.contentType,
          sizeBytes: file.data.length,
        });
      }
    } catch (error) {
      await Promise.allSettled(saved.map((a) => this.storage.remove(a.storageKey)));
      throw error;
    }
    return saved;
  }

  private mailsFor(
    message: ContactMessage,
    number: string,
    summary: string,
    files: readonly UploadedFile[],
  ): MailMessage[] {
    const input: MessageMailInput = {
      type: message.type,
      number,
      summary,
      fields: { ...message },
      fileNames: files.map((f) => `${f.slot}: ${f.filename}`),
    };
    const mails = [staffMessageMail(this.staffEmail, input)];
    if (messageTypeNeedsRequestNumber(message.type) && 'email' in message && message.email) {
      const name = 'name' in message ? message.name : '';
      mails.push(requestNumberMail(message.email, { ...input, name }));
    }
    return mails;
  }
}
