// The public claim tracker (issue #32 §3): a request's number and the DNI or CUIT it was filed with show its
// status, class and dates, and nothing else. One answer shape whether the pair matches or not.
import { z } from 'zod';
import {
  DESK_STATUSES,
  REQUEST_CLASSES,
  REQUEST_NUMBER_PATTERN,
} from '../../rules/requests/request-lifecycle.js';
import { dniField } from '../fields.js';

export const claimTrackerMessages = {
  numberRequired: 'Ingresá el número de gestión.',
  numberInvalid: 'Revisá el número de gestión: tiene la forma G-2026-000123.',
  notFound:
    'No encontramos una gestión con ese número y ese DNI o CUIT. Revisá los datos: el número está en el email ' +
    'que te enviamos al registrarla.',
} as const;

export const claimTrackerQuerySchema = z.object({
  numero: z
    .string({ error: claimTrackerMessages.numberRequired })
    .trim()
    .min(1, claimTrackerMessages.numberRequired)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(REQUEST_NUMBER_PATTERN, claimTrackerMessages.numberInvalid)),
  dni: dniField(),
});
export type ClaimTrackerQuery = z.input<typeof claimTrackerQuerySchema>;

export const trackedRequestSchema = z.object({
  number: z.string(),
  typeLabel: z.string(),
  status: z.enum(DESK_STATUSES),
  statusLabel: z.string(),
  requestClass: z.enum(REQUEST_CLASSES),
  classLabel: z.string(),
  createdAt: z.string().describe('Fecha y hora ISO 8601 (UTC) en que se registró'),
  updatedAt: z.string().describe('Fecha y hora ISO 8601 (UTC) de su último cambio'),
  /** 'AAAA-MM-DD' in Ushuaia: the legal due date. */
  dueDate: z.string(),
  overdue: z.boolean(),
  /** Once overdue: that the deadline passed and, for a claim, the right to a compensation. */
  lateNotice: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type TrackedRequest = z.infer<typeof trackedRequestSchema>;

/** `request` is null both for an unknown number and for a DNI that is not the one it was filed with. */
export const claimTrackerAnswerSchema = z.object({ request: trackedRequestSchema.nullable() });
export type ClaimTrackerAnswer = z.infer<typeof claimTrackerAnswerSchema>;
