// The mails of a suppression request (issue #32 §4): the person's receipt, with its number, its deadline and
// what tax law keeps, and the staff mailbox's notice. Both go through the outbox with the request.
import { SUPPRESSION_RETENTION_NOTICE, formatIsoDate, requestNumberLine } from '@portal/domain';
import type { MailMessage } from '../../infrastructure/mail/outbox-writer.js';
import { greeting } from '../../infrastructure/mail/mail-templates.js';

const TITLE = 'Pedido de supresión de datos personales';

export function suppressionReceiptMail(
  to: string,
  name: string,
  number: string,
  dueDate: string,
): MailMessage {
  return {
    to,
    subject: `${TITLE} (${number})`,
    text: [
      greeting(name),
      '',
      'Recibimos tu pedido de supresión de datos personales (Ley 25.326).',
      requestNumberLine(number),
      `Te respondemos hasta el ${formatIsoDate(dueDate)} (5 días hábiles).`,
      '',
      SUPPRESSION_RETENTION_NOTICE,
    ].join('\n'),
  };
}

export function suppressionStaffMail(
  to: string,
  number: string,
  cliente: number,
  dueDate: string,
): MailMessage {
  return {
    to,
    subject: `${TITLE} ${number}`,
    text: [
      TITLE,
      requestNumberLine(number),
      `Cliente N° ${cliente}. Vence el ${formatIsoDate(dueDate)} (Ley 25.326 art. 16: 5 días hábiles).`,
    ].join('\n'),
  };
}
