// The mail port: services say what to send, an adapter decides how. Every mail is first a row of outbox_mail,
// committed before `send` resolves (or with the caller's transaction), so nothing acknowledged is lost. The
// outbox transport keeps it there (developers read it at /dev/mailbox); with SMTP_URL a relay delivers it
// with retries (ADR 0053).
import type { MailMessage, OutboxStatus } from './outbox-writer.js';

export type { MailMessage, OutboxStatus };

/** A mail as the outbox holds it (the dev mailbox lists them). */
export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

export interface Mailer {
  /** 'outbox' or 'smtp'; the dev mailbox exists only for the outbox. */
  readonly transport: 'outbox' | 'smtp';
  /** The status of rows that callers write to the outbox inside their own transactions. */
  readonly outboxStatus: OutboxStatus;
  send(message: MailMessage): Promise<void>;
  /** Mails were queued inside a transaction that has now committed: deliver them soon. */
  mailsCommitted(): void;
  /** Starts delivering (the app is ready). */
  start(): void;
  /** Stops delivering and waits for a delivery in progress (the app closes). */
  close(): Promise<void>;
}
