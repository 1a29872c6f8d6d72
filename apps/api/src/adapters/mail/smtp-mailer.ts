// SMTP transport through nodemailer, for production (SMTP_URL=smtp://user:pass@host:587 or smtps://...).
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';

export class SmtpMailer implements Mailer {
  readonly transport = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(smtpUrl: string, from: string) {
    // The URL carries host, port, credentials and TLS; the sender is a default of every message.
    this.transporter = nodemailer.createTransport(smtpUrl, { from });
  }

  async send(message: MailMessage): Promise<void> {
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
