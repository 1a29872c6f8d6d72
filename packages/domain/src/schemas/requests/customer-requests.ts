// Bodies and answers of "Mis gestiones" (the customer's requests, the claim).
import { z } from 'zod';
import { MAX_LENGTHS } from '../../constants.js';
import { messages, tooLongMessage } from '../../messages.js';
import {
  CLAIM_REASONS,
  OTHER_CLAIM_REASON,
  REQUEST_STATUSES,
} from '../../rules/requests/customer-requests.js';

/** A document attached to a request (Trámites 11 and 13): what was sent, never where it is stored. */
export const requestAttachmentSchema = z.object({
  slot: z.string().describe('Casillero del formulario, p. ej. dni_frente'),
  label: z.string().describe('Qué documento es, p. ej. DNI (frente)'),
  name: z.string().describe('Nombre del archivo tal como se envió'),
  sizeBytes: z.number().int().nonnegative(),
});
export type RequestAttachment = z.infer<typeof requestAttachmentSchema>;

/** One request of the customer, as "Mis gestiones" lists it; the payload never leaves the server. */
export const customerRequestSchema = z.object({
  number: z.string().describe('Número de gestión, p. ej. G-2026-000123'),
  createdAt: z.string().describe('Fecha y hora ISO 8601 (UTC)'),
  type: z.number().int(),
  typeLabel: z.string(),
  summary: z.string().describe('Qué se pidió, en una oración con los nombres de los planes'),
  status: z.enum(REQUEST_STATUSES),
  statusLabel: z.string().describe('El estado como lo lee el cliente, p. ej. Esperando tu respuesta'),
  /** 'AAAA-MM-DD' (hora de Ushuaia): the legal due date of its class. */
  dueDate: z.string().describe('Fecha límite AAAA-MM-DD (hora de Ushuaia)'),
  /** Still open after its due date. */
  overdue: z.boolean(),
  attachments: z.array(requestAttachmentSchema).describe('Documentos adjuntos; vacío si no tiene'),
});
export type CustomerRequest = z.infer<typeof customerRequestSchema>;

export const customerRequestsSchema = z.object({ requests: z.array(customerRequestSchema) });
export type CustomerRequests = z.infer<typeof customerRequestsSchema>;

export const claimSchema = z
  .object({
    reason: z.enum(CLAIM_REASONS, { error: messages.invalidOption }),
    details: z
      .string({ error: messages.invalidValue })
      .trim()
      .max(MAX_LENGTHS.textarea, tooLongMessage(MAX_LENGTHS.textarea))
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.reason === OTHER_CLAIM_REASON && !body.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'Contanos qué pasa.' });
    }
  });
export type ClaimBody = z.infer<typeof claimSchema>;
