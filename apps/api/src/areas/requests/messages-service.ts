// Contact messages of every type (POST /api/mensajes/company-code/{code}/): stored with their attachments and
// request number in one transaction that commits before the API answers (design §7), with the staff mail and,
// whenever the request has an email address, the person's confirmation with its número de gestión (ADR 0065).
import {
  buildMessageSummary,
  hasTelephony,
  MESSAGE_TYPES,
  telephonyFieldErrors,
  type ContactMessage,
} from '@portal/domain';
import type { Mailer, MailMessage } from '../../infrastructure/mail/mailer.js';
import { AppError } from '../../lib/app-error.js';
import type { CustomerRow, CustomersRepository } from '../auth/index.js';
import type { MessageRequestsRepository, NewAttachment } from './message-requests-repository.js';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { StoredRequest } from './request-number.js';
import { cartMailLines, type CartRequestCheck } from './cart-request.js';
import type { FormalityRules } from '../formalities/index.js';
import type { Session } from '../auth/index.js';
import { greetingName, requestNumberMail, staffMessageMail, type MessageMailInput } from './message-mails.js';

/** An uploaded document, already stored and checked (PDF content, size, count) by the route. */
export interface UploadedFile {
  slot: string;
  filename: string;
  contentType: string;
  storageKey: string;
  sizeBytes: number;
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
    private readonly mailer: Mailer,
    private readonly companyCode: number,
    private readonly staffEmail: string,
    private readonly cart: CartRequestCheck,
    private readonly formalities: FormalityRules,
  ) {}

  async submit({ message: sent, files, session, recordAnswer }: SubmitMessageInput): Promise<StoredRequest> {
    this.refuseTelephony(sent);
    if (sent.type === MESSAGE_TYPES.cart) await this.cart.check(sent.items);
    // Acquire and plan change against the catalogue and the record; a plan change gets the record's plans.
    const { message, planNames } = await this.formalities.check(sent);
    const summary = buildMessageSummary(message, { planNames });
    const attachments: NewAttachment[] = files.map((file) => ({
      slot: file.slot,
      originalName: file.filename,
      storageKey: file.storageKey,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
    }));
    const customer = await this.customer(message, session);
    const mails = (stored: StoredRequest): MailMessage[] =>
      this.mailsFor(message, stored.number, summary, files, customer);
    // Files the request does not commit are removed by the upload batch that stored them (uploads-service.ts).
    const stored = await this.repository.store({
      request: {
        type: message.type,
        companyCode: this.companyCode,
        customerId: customer?.id ?? null,
        email: 'email' in message && message.email ? message.email : null,
        summary,
        payload: { ...message },
        verified: customer !== undefined,
      },
      attachments,
      // The mails are outbox rows like the request: same transaction, nothing acknowledged is lost.
      mails,
      recordAnswer,
    });
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
  private async customer(message: ContactMessage, session: Session | null): Promise<CustomerRow | undefined> {
    const clientId = message.client_id;
    if (clientId === undefined || !session?.customers.includes(clientId)) return undefined;
    return this.customers.findByNumber(clientId);
  }

  private mailsFor(
    message: ContactMessage,
    number: string,
    summary: string,
    files: readonly UploadedFile[],
    customer: CustomerRow | undefined,
  ): MailMessage[] {
    const input: MessageMailInput = {
      type: message.type,
      number,
      summary,
      fields: { ...message },
      fileNames: files.map((f) => `${f.slot}: ${f.filename}`),
      ...(message.type === MESSAGE_TYPES.cart ? { sections: cartMailLines(message.items) } : {}),
    };
    const mails = [staffMessageMail(this.staffEmail, input)];
    // Every request with an address confirms its number to the person (regret and cancellation must, by law).
    if ('email' in message && message.email) {
      const name = greetingName('name' in message ? message.name : '', customer);
      mails.push(requestNumberMail(message.email, { ...input, name }));
    }
    return mails;
  }
}
