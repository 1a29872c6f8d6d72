// The requests desk (issue #30 §2): the inbox's filters and rows, a request as staff work it, the changes and
// messages staff send. The legal clock's dates are 'YYYY-MM-DD' in America/Argentina/Ushuaia.
import { z } from 'zod';
import { MAX_LENGTHS } from '../../constants.js';
import { messages, tooLongMessage } from '../../messages.js';
import { DESK_STATUSES, REQUEST_CLASSES } from '../../rules/requests/request-lifecycle.js';
import { DESK_QUEUES } from '../../rules/staff/desk-workflow.js';
import { staffRoles } from '../../rules/staff/staff-roles.js';
import { requestAttachmentSchema } from '../requests/customer-requests.js';

const isoInstant = z.string().describe('Fecha y hora ISO 8601 (UTC)');
const calendarDay = z.string().describe('Fecha AAAA-MM-DD (hora de Ushuaia)');
const dayFilter = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalidValue)
  .optional();
/** A query string's yes/no: 'true' or 'false' only (z.coerce.boolean would read 'false' as true). */
const flagFilter = z.enum(['true', 'false'], { error: messages.invalidValue }).optional();

export const deskStatusSchema = z.enum(DESK_STATUSES, { error: messages.invalidOption });
export const deskQueueSchema = z.enum(DESK_QUEUES, { error: messages.invalidOption });
export const requestClassSchema = z.enum(REQUEST_CLASSES, { error: messages.invalidOption });

export const staffMemberRefSchema = z.object({ id: z.number().int().positive(), name: z.string() });
export type StaffMemberRef = z.infer<typeof staffMemberRefSchema>;

export const INBOX_PAGE_SIZES = [25, 50, 100] as const;
export const INBOX_SEARCH_MAX_LENGTH = 100;

/** Filters of the inbox, also what a bulk action or an export 'over the whole filter' takes. */
export const inboxFilterSchema = z.object({
  type: z.coerce.number({ error: messages.invalidValue }).int().positive().optional(),
  status: deskStatusSchema.optional(),
  queue: deskQueueSchema.optional(),
  /** 'me', 'none' (unassigned) or a member id. */
  assignee: z
    .string()
    .regex(/^(me|none|\d+)$/, messages.invalidValue)
    .optional(),
  locality: z.string().trim().max(60, tooLongMessage(60)).optional(),
  overdue: flagFilter,
  /** Also open (not closed) requests only when 'true'; default shows every status. */
  open: flagFilter,
  from: dayFilter,
  to: dayFilter,
  /** Request number, customer number, name, DNI, email or words of the text. */
  q: z.string().trim().max(INBOX_SEARCH_MAX_LENGTH, tooLongMessage(INBOX_SEARCH_MAX_LENGTH)).optional(),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

export const inboxQuerySchema = inboxFilterSchema.extend({
  page: z.coerce.number({ error: messages.invalidValue }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number({ error: messages.invalidValue })
    .int()
    .refine((n) => (INBOX_PAGE_SIZES as readonly number[]).includes(n), messages.invalidValue)
    .default(50),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** One row of the inbox, most urgent first (overdue, then the nearest due date). */
export const inboxItemSchema = z.object({
  number: z.string(),
  type: z.number().int(),
  typeLabel: z.string(),
  status: deskStatusSchema,
  queue: deskQueueSchema,
  requestClass: requestClassSchema,
  dueDate: calendarDay,
  overdue: z.boolean(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  customerNumber: z.number().int().nullable(),
  /** Who sent it: the customer's or the visitor's name as written. */
  name: z.string(),
  email: z.string().nullable(),
  locality: z.string().nullable(),
  summary: z.string(),
  assignee: staffMemberRefSchema.nullable(),
  attachmentCount: z.number().int().nonnegative(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Overdue open requests matching the filter (not only this page). */
  overdueCount: z.number().int().nonnegative(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** A field of the request as the customer sent it, in words (plan names, not catalogue codes). */
export const requestFieldSchema = z.object({ label: z.string(), value: z.string() });

export const threadEntryKinds = ['respuesta', 'nota', 'cliente', 'estado', 'asignacion', 'fusion'] as const;
export type ThreadEntryKind = (typeof threadEntryKinds)[number];

/**
 * The thread: public replies (respuesta), internal notes (nota, staff only), the customer's answers (cliente),
 * and what changed (estado, asignacion, fusion), oldest first.
 */
export const threadEntrySchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(threadEntryKinds),
  at: isoInstant,
  /** The member who wrote or changed it; null for the customer or the system. */
  author: staffMemberRefSchema.nullable(),
  text: z.string().describe('El mensaje, o el cambio en palabras ("En curso → Resuelto")'),
  attachments: z.array(requestAttachmentSchema.extend({ id: z.number().int().positive() })),
});
export type ThreadEntry = z.infer<typeof threadEntrySchema>;

export const staffRequestDetailSchema = inboxItemSchema.extend({
  /** Optimistic lock: send it back with a change; a stale one is 409 'Otra persona cambió esta gestión'. */
  version: z.number().int().positive(),
  fields: z.array(requestFieldSchema),
  attachments: z.array(requestAttachmentSchema.extend({ id: z.number().int().positive() })),
  thread: z.array(threadEntrySchema),
  /** Set when overdue and the class gives the customer a right to compensation (a claim). */
  compensationNotice: z.string().nullable(),
  /** Statuses it may move to from here. */
  nextStatuses: z.array(deskStatusSchema),
});
export type StaffRequestDetail = z.infer<typeof staffRequestDetailSchema>;

/** A change to a request; only the fields sent change. */
export const requestChangeSchema = z
  .object({
    version: z.number({ error: messages.invalidValue }).int().positive(),
    status: deskStatusSchema.optional(),
    queue: deskQueueSchema.optional(),
    /** A member id, or null to leave it unassigned. */
    assigneeId: z.number({ error: messages.invalidValue }).int().positive().nullable().optional(),
    requestClass: requestClassSchema.optional(),
  })
  .refine(
    (c) =>
      c.status !== undefined ||
      c.queue !== undefined ||
      c.assigneeId !== undefined ||
      c.requestClass !== undefined,
    { message: 'Elegí qué cambiar.', path: ['status'] },
  );
export type RequestChange = z.infer<typeof requestChangeSchema>;

export const STAFF_MESSAGE_MAX_LENGTH = 5000;

/** A public reply (mailed to the customer, shown in Mis gestiones) or an internal note (never shown or mailed). */
export const staffMessageSchema = z.object({
  kind: z.enum(['respuesta', 'nota'], { error: messages.invalidOption }),
  text: z
    .string({ error: 'Escribí el mensaje.' })
    .trim()
    .min(1, 'Escribí el mensaje.')
    .max(STAFF_MESSAGE_MAX_LENGTH, tooLongMessage(STAFF_MESSAGE_MAX_LENGTH)),
  version: z.number({ error: messages.invalidValue }).int().positive(),
  /** Move the request too (e.g. reply and wait on the customer), in the same change. */
  status: deskStatusSchema.optional(),
});
export type StaffMessage = z.infer<typeof staffMessageSchema>;

/** Members a request can be assigned to (active ones), with the queues each works. */
export const assignableMembersSchema = z.object({
  members: z.array(
    staffMemberRefSchema.extend({ role: z.enum(staffRoles), queues: z.array(deskQueueSchema) }),
  ),
});

/** The customer panel beside a request. Card and CBU numbers only masked. */
export const customerPanelSchema = z.object({
  customerNumber: z.number().int(),
  name: z.string(),
  dni: z.string(),
  email: z.string().nullable(),
  phones: z.array(z.string()),
  address: z.string().nullable(),
  locality: z.string().nullable(),
  status: z.string(),
  services: z.array(z.object({ product: z.string(), plan: z.string(), status: z.string() })),
  balanceCents: z.number().int().describe('Saldo adeudado en centavos'),
  invoices: z.array(
    z.object({
      number: z.string(),
      dueDate: calendarDay,
      totalCents: z.number().int(),
      balanceCents: z.number().int(),
      status: z.string(),
    }),
  ),
  payments: z.array(z.object({ at: isoInstant, amountCents: z.number().int(), method: z.string() })),
  debit: z.object({ method: z.string(), masked: z.string(), status: z.string() }).nullable(),
  pastRequests: z.array(
    z.object({ number: z.string(), typeLabel: z.string(), status: deskStatusSchema, createdAt: isoInstant }),
  ),
  coupons: z.array(z.object({ code: z.string(), description: z.string(), used: z.boolean() })),
});
export type CustomerPanel = z.infer<typeof customerPanelSchema>;

export const customerPanelParamsSchema = z.object({
  customerNumber: z.coerce.number({ error: messages.invalidValue }).int().positive(),
});

export const MAX_CUSTOMER_ANSWER_LENGTH = MAX_LENGTHS.textarea;
