// The desk's tools (issue #30 §2): canned replies, bulk actions over a selection or a whole filter, the CSV
// export, merging two requests of one customer, the monthly report and who else is looking at a request.
import { z } from 'zod';
import { messages, tooLongMessage } from '../../messages.js';
import { unknownCannedVariablesMessage } from '../../rules/staff/canned-replies.js';
import { REQUEST_CLASSES, REQUEST_NUMBER_PATTERN } from '../../rules/requests/request-lifecycle.js';
import { deskQueueSchema, deskStatusSchema, inboxFilterSchema, staffMemberRefSchema } from './desk.js';

const isoInstant = z.string().describe('Fecha y hora ISO 8601 (UTC)');
const requestNumberSchema = z
  .string({ error: messages.invalidValue })
  .regex(REQUEST_NUMBER_PATTERN, messages.invalidValue)
  .describe('Número de gestión, p. ej. G-2026-000123');

// ——— Canned replies ———

export const CANNED_REPLY_TITLE_MAX_LENGTH = 120;
export const CANNED_REPLY_BODY_MAX_LENGTH = 5000;

export const cannedReplySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  body: z
    .string()
    .describe('Texto con variables: {nombre}, {nro_gestion}, {link_pago}, {fecha_limite}, {agente}'),
  /** null: offered in every queue. */
  queue: deskQueueSchema.nullable(),
  active: z.boolean(),
  version: z.number().int().positive(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type CannedReply = z.infer<typeof cannedReplySchema>;

export const cannedReplyListSchema = z.object({ items: z.array(cannedReplySchema) });

export const cannedReplyListQuerySchema = z.object({
  /** Admins keeping the list ask for inactive ones too; the reply box only gets active ones. */
  all: z.enum(['true', 'false'], { error: messages.invalidValue }).optional(),
});

const cannedTitle = z
  .string({ error: 'Escribí un título.' })
  .trim()
  .min(1, 'Escribí un título.')
  .max(CANNED_REPLY_TITLE_MAX_LENGTH, tooLongMessage(CANNED_REPLY_TITLE_MAX_LENGTH));
const cannedBody = z
  .string({ error: 'Escribí el texto de la respuesta.' })
  .trim()
  .min(1, 'Escribí el texto de la respuesta.')
  .max(CANNED_REPLY_BODY_MAX_LENGTH, tooLongMessage(CANNED_REPLY_BODY_MAX_LENGTH))
  .superRefine((body, ctx) => {
    const unknown = unknownCannedVariablesMessage(body);
    if (unknown) ctx.addIssue({ code: 'custom', message: unknown });
  });

export const cannedReplyInputSchema = z.object({
  title: cannedTitle,
  body: cannedBody,
  queue: deskQueueSchema.nullable().default(null),
  active: z.boolean({ error: messages.invalidValue }).default(true),
});
export type CannedReplyInput = z.input<typeof cannedReplyInputSchema>;

/** Only the fields sent change; `version` guards against two admins editing the same reply. */
export const cannedReplyPatchSchema = z
  .object({
    version: z.number({ error: messages.invalidValue }).int().positive(),
    title: cannedTitle.optional(),
    body: cannedBody.optional(),
    queue: deskQueueSchema.nullable().optional(),
    active: z.boolean({ error: messages.invalidValue }).optional(),
  })
  .refine(
    (p) => p.title !== undefined || p.body !== undefined || p.queue !== undefined || p.active !== undefined,
    { message: 'Elegí qué cambiar.', path: ['title'] },
  );
export type CannedReplyPatch = z.infer<typeof cannedReplyPatchSchema>;

export const cannedReplyParamsSchema = z.object({
  cannedReplyId: z.coerce.number({ error: messages.invalidValue }).int().positive(),
});

export const cannedReplyDeleteQuerySchema = z.object({
  version: z.coerce.number({ error: messages.invalidValue }).int().positive(),
});

export const cannedReplyForRequestParamsSchema = cannedReplyParamsSchema.extend({
  requestNumber: requestNumberSchema,
});

/** A canned reply filled for one request, ready for the reply box. */
export const renderedCannedReplySchema = z.object({
  cannedReplyId: z.number().int().positive(),
  title: z.string(),
  text: z.string(),
});
export type RenderedCannedReply = z.infer<typeof renderedCannedReplySchema>;

// ——— Bulk actions ———

export const BULK_MAX_NUMBERS = 500;
/** A filter matching more than this is refused: narrow it (each request is a transaction and a mail). */
export const BULK_MAX_FILTER_MATCHES = 5000;

const bulkTarget = {
  /** The selection: request numbers as shown in the inbox. */
  numbers: z
    .array(requestNumberSchema, { error: messages.invalidValue })
    .min(1, 'Elegí al menos una gestión.')
    .max(BULK_MAX_NUMBERS, `Elegí como máximo ${BULK_MAX_NUMBERS} gestiones, o usá el filtro.`)
    .optional(),
  /** Or every request matching the inbox's filter. */
  filter: inboxFilterSchema.optional(),
};

const assignAction = z.object({
  action: z.literal('assign'),
  ...bulkTarget,
  queue: deskQueueSchema.optional(),
  /** A member id, or null to leave them unassigned. */
  assigneeId: z.number({ error: messages.invalidValue }).int().positive().nullable().optional(),
});
const statusAction = z.object({ action: z.literal('status'), ...bulkTarget, status: deskStatusSchema });
const replyAction = z.object({
  action: z.literal('reply'),
  ...bulkTarget,
  cannedReplyId: z.number({ error: 'Elegí una respuesta guardada.' }).int().positive(),
  /** Move each request too (e.g. reply and wait on the customer). */
  status: deskStatusSchema.optional(),
});

export const bulkActionSchema = z
  .discriminatedUnion('action', [assignAction, statusAction, replyAction], {
    error: 'Elegí una acción: asignar, cambiar estado o responder.',
  })
  .superRefine((b, ctx) => {
    if ((b.numbers === undefined) === (b.filter === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['numbers'],
        message: 'Elegí gestiones de la lista o aplicá la acción a todo el filtro (una de las dos).',
      });
    }
    if (b.action === 'assign' && b.queue === undefined && b.assigneeId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['queue'], message: 'Elegí una cola o a quién asignar.' });
    }
  });
export type BulkAction = z.infer<typeof bulkActionSchema>;

export const bulkResultSchema = z.object({
  changed: z.number().int().nonnegative(),
  skipped: z.array(
    z.object({
      number: z.string(),
      reason: z
        .string()
        .describe('Por qué no se cambió, en palabras (p. ej. "No puede pasar de Spam a Resuelto")'),
    }),
  ),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

// ——— Merge ———

export const mergeRequestSchema = z.object({
  otherNumber: requestNumberSchema.describe('La gestión que se cierra como fusionada en esta'),
  /** Version of the request kept (the one in the path). */
  version: z.number({ error: messages.invalidValue }).int().positive(),
});
export type MergeRequest = z.infer<typeof mergeRequestSchema>;

// ——— Monthly report ———

export const reportQuerySchema = z.object({
  mes: z
    .string({ error: 'Elegí un mes.' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Elegí un mes (AAAA-MM).')
    .describe('Mes AAAA-MM: las gestiones recibidas ese mes (hora de Ushuaia)'),
});

const countsByClass = z.object(
  Object.fromEntries(REQUEST_CLASSES.map((c) => [c, z.number().int().nonnegative()])) as Record<
    (typeof REQUEST_CLASSES)[number],
    z.ZodNumber
  >,
);

export const reportRowSchema = z.object({
  /** Queue code, member id as text, or 'none' for unassigned requests. */
  key: z.string(),
  label: z.string(),
  total: z.number().int().nonnegative(),
  byClass: countsByClass,
  /** Requests whose outcome is known: closed, or open past their due date. */
  decided: z.number().int().nonnegative(),
  onTime: z.number().int().nonnegative().describe('Cerradas el día límite o antes'),
  /** onTime / decided, 0 to 1; null when none is decided yet. */
  onTimeShare: z.number().min(0).max(1).nullable(),
  medianFirstAnswerHours: z.number().nonnegative().nullable(),
  medianResolutionHours: z.number().nonnegative().nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const deskReportSchema = z.object({
  month: z.string(),
  /** Medians are in calendar hours (what the customer waits), not business hours. */
  hours: z.literal('calendario'),
  total: reportRowSchema,
  queues: z.array(reportRowSchema),
  members: z.array(reportRowSchema),
});
export type DeskReport = z.infer<typeof deskReportSchema>;

// ——— Presence ———

export const PRESENCE_HEARTBEAT_SECONDS = 20;
export const PRESENCE_TTL_SECONDS = 45;

export const presenceSchema = z.object({
  /** Other members with the request open, not the caller. */
  viewers: z.array(staffMemberRefSchema),
});
export type Presence = z.infer<typeof presenceSchema>;
