// A request as its customer follows it in Mis gestiones (issue #30 §3): its status history, the public replies
// and the customer's own answers, its legal class and the date it is due. Internal notes never appear here.
import { z } from 'zod';
import { MAX_LENGTHS } from '../../constants.js';
import { tooLongMessage } from '../../messages.js';
import { REQUEST_STATUS_LABELS } from '../../rules/requests/customer-requests.js';
import {
  DESK_STATUSES,
  REQUEST_CLASSES,
  REQUEST_NUMBER_PATTERN,
} from '../../rules/requests/request-lifecycle.js';
import { requestAttachmentSchema } from './customer-requests.js';

/** What the customer reads for each stored status (one list with Mis gestiones'). */
export const CUSTOMER_STATUS_LABELS = REQUEST_STATUS_LABELS;

export const customerRequestParamsSchema = z.object({
  clientenro: z.coerce.number().int().positive(),
  requestNumber: z.string().regex(REQUEST_NUMBER_PATTERN).describe('Número de gestión, p. ej. G-2026-000123'),
});

export const customerThreadEntrySchema = z.object({
  /** respuesta: the provider's public reply; cliente: the customer's own answer. */
  kind: z.enum(['respuesta', 'cliente']),
  at: z.string().describe('Fecha y hora ISO 8601 (UTC)'),
  text: z.string(),
  attachments: z.array(requestAttachmentSchema),
});

export const customerRequestDetailSchema = z.object({
  number: z.string(),
  createdAt: z.string(),
  type: z.number().int(),
  typeLabel: z.string(),
  summary: z.string(),
  status: z.enum(DESK_STATUSES),
  statusLabel: z.string(),
  requestClass: z.enum(REQUEST_CLASSES),
  classLabel: z.string(),
  /** 'AAAA-MM-DD': 'Lo resolvemos antes del dd/mm/aaaa'. */
  dueDate: z.string(),
  overdue: z.boolean(),
  /** Shown when overdue: the delay, and for a claim the customer's right to compensation. */
  lateNotice: z.string().nullable(),
  history: z.array(z.object({ status: z.enum(DESK_STATUSES), statusLabel: z.string(), at: z.string() })),
  thread: z.array(customerThreadEntrySchema),
  attachments: z.array(requestAttachmentSchema),
  /** True while the request waits on the customer: the answer form shows. */
  canAnswer: z.boolean(),
});
export type CustomerRequestDetail = z.infer<typeof customerRequestDetailSchema>;

/** The text part of the customer's answer (multipart: `texto` plus up to 2 PDFs in `files`). */
export const customerAnswerSchema = z.object({
  texto: z
    .string({ error: 'Escribí tu respuesta.' })
    .trim()
    .min(1, 'Escribí tu respuesta.')
    .max(MAX_LENGTHS.textarea, tooLongMessage(MAX_LENGTHS.textarea)),
});
export type CustomerAnswer = z.infer<typeof customerAnswerSchema>;

export const MAX_CUSTOMER_ANSWER_FILES = 2;
