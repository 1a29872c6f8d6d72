// The mails the account flows send, in Spanish and as plain text (every client shows it; no tracking, no
// remote images). Subjects come from the domain catalogue.
import { messages, requestNumberLine, apiMessages } from '@portal/domain';
import type { MailMessage } from './mailer.js';

/** 'Hola, Martina:' with the name as the person wrote it; 'Hola:' without one. */
export function greeting(name = ''): string {
  const trimmed = name.trim();
  return trimmed ? `Hola, ${trimmed}:` : 'Hola:';
}

/** A mail carrying a one-time code: why it came, the code, its validity, and what to do if it was not you. */
function codeMail(
  to: string,
  subject: string,
  code: string,
  validMinutes: number,
  [why, ifNotYou]: [string, string],
): MailMessage {
  return {
    to,
    subject,
    text: [
      greeting(),
      '',
      why,
      `Tu código es: ${code}`,
      '',
      `El código vence en ${validMinutes} minutos y se puede usar una sola vez.`,
      ifNotYou,
    ].join('\n'),
  };
}

export function resetCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  return codeMail(to, apiMessages.resetCodeMailSubject, code, validMinutes, [
    'Recibimos un pedido para restablecer la contraseña de tu cuenta.',
    'Si no pediste este cambio, ignorá este mensaje: tu contraseña sigue igual.',
  ]);
}

/** Step 1 of the first-entry verification (ADR 0038). */
export function firstEntryCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  return codeMail(to, apiMessages.firstEntryCodeMailSubject, code, validMinutes, [
    'Para terminar de verificar tu cuenta en Mi cuenta, ingresá este código:',
    'Si no fuiste vos, ignorá este mensaje y comunicate con nosotros.',
  ]);
}

/** Plain-text dump of a request for the staff mailbox: every field, one per line. */
export function staffRequestMail(
  to: string,
  title: string,
  number: string,
  fields: Record<string, unknown>,
): MailMessage {
  const lines = Object.entries(fields).map(([key, value]) => {
    const text = value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value ?? '');
    return `${key}: ${text}`;
  });
  return {
    to,
    subject: `${title} ${number}`,
    text: [title, requestNumberLine(number), '', ...lines].join('\n'),
  };
}

export function registrationConfirmationMail(to: string, name: string, number: string): MailMessage {
  return {
    to,
    subject: `${apiMessages.registrationMailSubject} (${number})`,
    text: [
      greeting(name),
      '',
      'Recibimos tu solicitud de registro.',
      requestNumberLine(number),
      '',
      messages.advisersWillCall,
    ].join('\n'),
  };
}

export function emailChangeCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  return codeMail(to, apiMessages.emailChangeCodeMailSubject, code, validMinutes, [
    'Pediste usar esta dirección para ingresar a Mi cuenta.',
    'Si no fuiste vos, ignorá este mensaje: no cambiamos nada.',
  ]);
}

/** Sent to the old address: the person learns of a change they may not have made, and can undo it. */
export function emailChangedNoticeMail(
  to: string,
  newEmail: string,
  restoreLink: string,
  validDays: number,
): MailMessage {
  return {
    to,
    subject: apiMessages.emailChangedNoticeSubject,
    text: [
      greeting(),
      '',
      `El email para ingresar a Mi cuenta ahora es ${newEmail}.`,
      'Desde ahora, los avisos y códigos de tu cuenta llegan a esa dirección.',
      '',
      'Si no hiciste este cambio, entrá a este enlace de "No fui yo": te devolvemos tu email, cerramos todas ' +
        'las sesiones abiertas y después elegís una contraseña nueva.',
      restoreLink,
      `El enlace vale ${validDays} días y se puede usar una sola vez.`,
    ].join('\n'),
  };
}

/** After a 'No fui yo' link: the account is back at this address, and the next step is a new password. */
export function emailRestoredMail(to: string): MailMessage {
  return {
    to,
    subject: apiMessages.emailRestoredSubject,
    text: [
      greeting(),
      '',
      'Tu email de acceso a Mi cuenta volvió a ser esta dirección y cerramos todas las sesiones abiertas.',
      'Para volver a entrar, elegí una contraseña nueva con "Recuperar contraseña" en el ingreso a Mi cuenta.',
    ].join('\n'),
  };
}
