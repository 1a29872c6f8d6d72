// The mails of a baja or arrepentimiento without an account, as plain text: the code for the email on file,
// the person's confirmation with its number (the same texts the screen shows) and the staff notice.
import {
  CONFIRMATION_TEXTS,
  cancellationKindName,
  requestNumberLine,
  type CancellationKind,
  type FiledCancellation,
} from '@portal/domain';
import { greeting } from '../../infrastructure/mail/mail-templates.js';
import type { MailMessage } from '../../infrastructure/mail/mailer.js';

export function cancellationCodeMail(
  to: string,
  kind: CancellationKind,
  code: string,
  validMinutes: number,
): MailMessage {
  return {
    to,
    subject: `Tu código para confirmar el ${cancellationKindName(kind)}`,
    text: [
      greeting(),
      '',
      `Para registrar tu ${cancellationKindName(kind)}, ingresá este código en la página:`,
      `Tu código es: ${code}`,
      '',
      `El código vence en ${validMinutes} minutos y se puede usar una sola vez.`,
      'Si no fuiste vos, ignorá este mensaje: no se registró ningún pedido.',
    ].join('\n'),
  };
}

export function cancellationNumberMail(to: string, name: string, filed: FiledCancellation): MailMessage {
  const { received, charges, equipment, verification } = filed.confirmation;
  return {
    to,
    subject: `Registramos tu ${cancellationKindName(filed.kind)}: ${filed.number}`,
    text: [
      greeting(name),
      '',
      received,
      requestNumberLine(filed.number),
      '',
      charges,
      equipment,
      ...(verification ? ['', verification] : []),
      '',
      CONFIRMATION_TEXTS.requestNumberKeep,
    ].join('\n'),
  };
}

export function cancellationStaffMail(
  to: string,
  filed: FiledCancellation,
  fields: Record<string, string>,
): MailMessage {
  const title = cancellationKindName(filed.kind).replace(/^./, (first) => first.toUpperCase());
  const state = filed.verified ? 'verificado por código' : 'SIN VERIFICAR: confirmar por teléfono';
  return {
    to,
    subject: `${title} ${filed.number} (${state})`,
    text: [
      `${title}, ${state}`,
      requestNumberLine(filed.number),
      '',
      ...Object.entries(fields).map(([key, value]) => `${key}: ${value}`),
    ].join('\n'),
  };
}
