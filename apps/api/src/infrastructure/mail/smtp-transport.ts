// SMTP through nodemailer, for production (SMTP_URL=smtp://user:pass@host:587 or smtps://...). Only the relay
// calls it; a failure is retried from the outbox.
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage } from './mailer.js';

export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(smtpUrl: string, from: string) {
    // The URL carries host, port, credentials and TLS; the sender is a default of every message.
    // Short timeouts: a hung server must not hold a relay run (or a shutdown) for nodemailer's 2 minutes.
    this.transporter = nodemailer.createTransport(
      { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
      { from },
    );
  }

  async deliver(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
  }

  close(): void {
    this.transporter.close();
  }
}
