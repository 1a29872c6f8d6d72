// The mail port: services say what to send, an adapter decides how (the outbox table by default, SMTP when
// SMTP_URL is set). Resolving `send` means the mail is durably handed over: committed to the outbox or
// accepted by the SMTP server.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'outbox' or 'smtp'; the dev mailbox exists only for the outbox. */
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
