// The mail of the first-entry verification's step 1.
import { messages } from '@portal/domain';
import type { MailMessage } from '../adapters/mail/mailer.js';

export function firstEntryCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: messages.firstEntryCodeMailSubject,
    text: [
      'Hola,',
      '',
      'Para terminar de verificar tu cuenta en Mi cuenta, ingresá este código:',
      `Tu código es: ${code}`,
      '',
      `El código vence en ${validMinutes} minutos y se puede usar una sola vez.`,
      'Si no fuiste vos, ignorá este mensaje y comunicate con nosotros.',
    ].join('\n'),
  };
}
