// The two answers to a registration, plain text: the welcome with how to sign in, or the reason it was not
// approved (whatever the member typed reaches the person as literal text).
import { requestNumberLine } from '@portal/domain';
import type { MailMessage } from '../../infrastructure/mail/mailer.js';
import { greeting } from '../../infrastructure/mail/mail-templates.js';

export interface RegistrationMailTarget {
  to: string;
  name: string;
  number: string;
}

export function welcomeMail(target: RegistrationMailTarget, portalUrl: string): MailMessage {
  return {
    to: target.to,
    subject: 'Tu usuario de Mi Cuenta ya está listo',
    text: [
      greeting(target.name),
      '',
      'Aprobamos tu solicitud de registro.',
      requestNumberLine(target.number),
      '',
      `Ya podés ingresar a Mi Cuenta en ${portalUrl} con este email y la contraseña que elegiste al registrarte.`,
      'La primera vez te vamos a mandar un código a este email para confirmar que es tuyo.',
    ].join('\n'),
  };
}

export function rejectionMail(target: RegistrationMailTarget, reason: string): MailMessage {
  return {
    to: target.to,
    subject: 'Tu solicitud de registro',
    text: [
      greeting(target.name),
      '',
      'No pudimos aprobar tu solicitud de registro.',
      requestNumberLine(target.number),
      '',
      'El motivo:',
      reason,
      '',
      'Si tenés dudas, respondé a este email indicando el número de gestión.',
    ].join('\n'),
  };
}
