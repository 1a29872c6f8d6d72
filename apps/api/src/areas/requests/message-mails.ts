// The mails a contact message sends, as plain text only: whatever markup a person typed reaches staff as
// literal characters, never as HTML (no html part is ever set here).
import {
  CONFIRMATION_TEXTS,
  formatMessage,
  MESSAGE_CONFIRMATIONS,
  MESSAGE_TYPE_LABELS,
  requestNumberLine,
  type MessageType,
  apiMessages,
} from '@portal/domain';
import type { MailMessage } from '../../infrastructure/mail/mailer.js';
import { normaliseName } from '../../lib/normalise-name.js';
import { greeting } from '../../infrastructure/mail/mail-templates.js';

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
      requestNumberLine(input.number),
      `Resumen: ${input.summary}`,
      '',
      ...Object.entries(input.fields).map(([key, value]) => fieldLine(key, value)),
      ...(input.sections ? ['', ...input.sections] : []),
      ...files,
    ].join('\n'),
  };
}

/**
 * The name to greet with, as the person wrote it: a form pre-filled from the customer record carries it
 * lower-cased (spec §6), so when it is that record's name the record's own first name is used instead.
 */
export function greetingName(typed: string, customer?: { nombre: string; apellido: string }): string {
  if (customer && normaliseName(typed) === normaliseName(`${customer.nombre} ${customer.apellido}`)) {
    return customer.nombre.trim();
  }
  return typed.trim();
}

/**
 * The person's confirmation of any request with an address: what was received, its número de gestión and what
 * happens next (Argentine consumer rules ask for the number within 24 hours for regret and cancellation).
 */
export function requestNumberMail(to: string, input: MessageMailInput & { name: string }): MailMessage {
  const { received, next } = MESSAGE_CONFIRMATIONS[input.type];
  return {
    to,
    subject: formatMessage(apiMessages.requestNumberMailSubject, { number: input.number }),
    text: [
      greeting(input.name),
      '',
      received,
      requestNumberLine(input.number),
      '',
      next,
      '',
      `Resumen: ${input.summary}`,
      '',
      CONFIRMATION_TEXTS.requestNumberKeep,
    ].join('\n'),
  };
}
