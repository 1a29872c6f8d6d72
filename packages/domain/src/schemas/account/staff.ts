// Staff (back office): sign-in, the automatic-debit export for the card processor and the bank (issue #14 §3),
// and a request with its documents to download (issue #15 §3).
import { z } from 'zod';
import { MAX_LENGTHS } from '../../constants.js';
import { messages } from '../../messages.js';
import { REQUEST_STATUSES } from '../../rules/requests/customer-requests.js';
import { REQUEST_NUMBER_PATTERN } from '../../rules/requests/request-lifecycle.js';
import { requestAttachmentSchema } from '../requests/customer-requests.js';
import { emailField } from '../fields.js';

export const staffLoginSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(MAX_LENGTHS.password, messages.invalidValue),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

/** tarjetas: card registrations for the card processor; cbu: CBU registrations for the bank. */
export const debitExportQuerySchema = z.object({
  destino: z.enum(['tarjetas', 'cbu'], { error: messages.invalidValue }),
});
export type DebitExportQuery = z.infer<typeof debitExportQuerySchema>;

/** A request's number in a staff path, e.g. G-2026-000123 (anything else is 400, never a database lookup). */
export const staffRequestParamsSchema = z.object({
  requestNumber: z
    .string()
    .regex(REQUEST_NUMBER_PATTERN, messages.invalidValue)
    .describe('Número de gestión, p. ej. G-2026-000123'),
});

export const staffAttachmentParamsSchema = staffRequestParamsSchema.extend({
  attachmentId: z.coerce.number({ error: messages.invalidValue }).int().positive(),
});

/** A document of a request as staff see it: its id is what the download route takes. */
export const staffRequestAttachmentSchema = requestAttachmentSchema.extend({
  id: z.number().int().positive(),
});

/** One request as staff look it up: what it is, whose, and its documents (the payload stays in the database). */
export const staffRequestSchema = z.object({
  number: z.string(),
  type: z.number().int(),
  typeLabel: z.string(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string().describe('Fecha y hora ISO 8601 (UTC)'),
  summary: z.string(),
  customerNumber: z.number().int().nullable().describe('Número de cliente; null si la envió un visitante'),
  attachments: z.array(staffRequestAttachmentSchema),
});
export type StaffRequest = z.infer<typeof staffRequestSchema>;
