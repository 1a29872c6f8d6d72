// The automatic-debit confirmation mails (issue #14 §4): registration, change and cancellation, with the method
// masked as the wizard shows it. Written to the outbox in the change's own transaction (ADR 0051).
import { apiMessages } from '@portal/domain';
import type { MailMessage } from '../../infrastructure/mail/mailer.js';
import { greeting } from '../../infrastructure/mail/mail-templates.js';

export type DebitMailKind = 'registration' | 'change' | 'cancellation';

export interface DebitMailSubject {
  /** The payment method's name and its masked number, e.g. 'Visa Crédito •••• 3704'. */
  method: string;
  masked: string;
  cliente: number;
  /** 'DD/MM/YYYY HH:mm' in Ushuaia. */
  when: string;
}

const subjects: Record<DebitMailKind, string> = {
  registration: apiMessages.debitRegisteredMailSubject,
  change: apiMessages.debitChangedMailSubject,
  cancellation: apiMessages.debitCancelledMailSubject,
};

export function debitMail(
  to: string,
  name: string,
  kind: DebitMailKind,
  debit: DebitMailSubject,
): MailMessage {
  const what =
    kind === 'cancellation'
      ? `El ${debit.when} diste de baja el débito automático de ${debit.method} ${debit.masked} (cliente ${debit.cliente}). Desde la próxima factura la pagás por otro medio.`
      : `Desde el ${debit.when} tus facturas (cliente ${debit.cliente}) se debitan automáticamente, a su vencimiento, de ${debit.method} ${debit.masked}.` +
        (kind === 'change' ? ' Este medio reemplaza al que tenías registrado.' : '');
  return {
    to,
    subject: subjects[kind],
    text: [
      greeting(name),
      '',
      what,
      '',
      'Podés ver, cambiar o dar de baja el débito automático cuando quieras desde Mi cuenta.',
      'Si no hiciste este cambio, comunicate con nosotros.',
    ].join('\n'),
  };
}
