// The desk's mails, plain text only (whatever a member or customer typed reaches the reader as literal text):
// the customer hears of a status change and of each public reply; the member assigned (or the staff mailbox)
// hears of the customer's answer. Customers with an account get the link to Mis gestiones.
import { REQUEST_STATUS_LABELS, requestNumberLine, type DeskStatus } from '@portal/domain';
import type { MailMessage } from '../../infrastructure/mail/mailer.js';
import { greeting } from '../../infrastructure/mail/mail-templates.js';

export interface CustomerMailTarget {
  to: string;
  name: string;
  number: string;
  /** Set when the request belongs to a customer with an account: the link to follow it. */
  myRequestsUrl: string | null;
}

function followLine(target: CustomerMailTarget): string[] {
  return target.myRequestsUrl
    ? ['', `Podés seguir tu gestión en Mis gestiones: ${target.myRequestsUrl}`]
    : ['', 'Si necesitás agregar algo, respondé a este email indicando el número de gestión.'];
}

export function statusChangeMail(target: CustomerMailTarget, status: DeskStatus): MailMessage {
  const label = REQUEST_STATUS_LABELS[status];
  const waiting =
    status === 'waiting_customer' ? ['Necesitamos que nos respondas para seguir con tu gestión.'] : [];
  return {
    to: target.to,
    subject: `Tu gestión ${target.number}: ${label}`,
    text: [
      greeting(target.name),
      '',
      `Tu gestión ${target.number} cambió de estado: ahora está «${label}».`,
      ...waiting,
      ...followLine(target),
    ].join('\n'),
  };
}

/** `movedTo`: the status the reply moved it to, said in the same mail (one mail per change). */
export function replyMail(target: CustomerMailTarget, text: string, movedTo?: DeskStatus): MailMessage {
  const status = movedTo ? ['', `Tu gestión ahora está «${REQUEST_STATUS_LABELS[movedTo]}».`] : [];
  return {
    to: target.to,
    subject: `Respuesta a tu gestión ${target.number}`,
    text: [
      greeting(target.name),
      '',
      `Te respondimos sobre tu gestión ${target.number}:`,
      '',
      text,
      ...status,
      ...followLine(target),
    ].join('\n'),
  };
}

export function customerAnswerMail(
  to: string,
  request: { number: string; name: string },
  text: string,
  fileNames: readonly string[],
): MailMessage {
  const files = fileNames.length > 0 ? ['', 'Archivos adjuntos:', ...fileNames.map((n) => `- ${n}`)] : [];
  return {
    to,
    subject: `Respuesta del cliente en la gestión ${request.number}`,
    text: [
      `${request.name || 'El cliente'} respondió la gestión, que volvió a «En curso».`,
      requestNumberLine(request.number),
      '',
      text,
      ...files,
    ].join('\n'),
  };
}
