// The mails a contact message sends, as plain text only: whatever markup a person typed reaches staff as
// literal characters, never as HTML (no html part is ever set here).
import { formatMessage, MESSAGE_TYPE_LABELS, messages, type MessageType } from '@portal/domain';
import type { MailMessage } from '../adapters/mail/mailer.js';

export interface MessageMailInput {
  type: MessageType;
  number: string;
  summary: string;
  fields: Record<string, unknown>;
  fileNames: readonly string[];
  /** Lines a type adds after the fields, e.g. the cart's priced products (cart-request.ts). */
  sections?: readonly string[];
}

function fieldLine(key: string, value: unknown): string {
  const text = value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value ?? '');
  return `${key}: ${text}`;
}

/** The whole request for the staff mailbox: summary, every field (one per line) and the attached file names. */
export function staffMessageMail(to: string, input: MessageMailInput): MailMessage {
  const title = MESSAGE_TYPE_LABELS[input.type];
  const files =
    input.fileNames.length > 0
      ? ['', 'Archivos adjuntos:', ...input.fileNames.map((name) => `- ${name}`)]
      : [];
  return {
    to,
    subject: `${title} ${input.number}`,
    text: [
      title,
      `Número de gestión: ${input.number}`,
      `Resumen: ${input.summary}`,
      '',
      ...Object.entries(input.fields).map(([key, value]) => fieldLine(key, value)),
      ...(input.sections ? ['', ...input.sections] : []),
      ...files,
    ].join('\n'),
  };
}

/** Regret and cancellation notices: the person gets the request number (Argentine consumer rules, design §7). */
export function requestNumberMail(to: string, input: MessageMailInput & { name: string }): MailMessage {
  return {
    to,
    subject: formatMessage(messages.requestNumberMailSubject, { number: input.number }),
    text: [
      `Hola ${input.name},`,
      '',
      `Recibimos tu solicitud de ${MESSAGE_TYPE_LABELS[input.type].toLowerCase()}.`,
      `Número de solicitud: ${input.number}`,
      '',
      `Resumen: ${input.summary}`,
      '',
      'Guardá este número: te lo vamos a pedir para cualquier consulta sobre esta solicitud.',
    ].join('\n'),
  };
}
