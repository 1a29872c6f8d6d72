// The members admin (issue #30 §1): admins list, create and change desk members, and reset a member's second
// factor; the audit log's reading filters and page.
import { z } from 'zod';
import { messages } from '../../messages.js';
import { parseIsoDate } from '../../rules/common/calendar-date.js';
import { DESK_QUEUES } from '../../rules/staff/desk-workflow.js';
import { staffRoles } from '../../rules/staff/staff-roles.js';
import { newPasswordField } from '../account/auth.js';
import { emailField, requiredText } from '../fields.js';

export const staffMembersMessages = {
  queues: 'Elegí al menos una cola.',
  role: 'Elegí un rol.',
  nothingToChange: 'Indicá qué cambiar.',
  emailTaken: 'Ya hay un miembro con ese email.',
  lastAdmin:
    'No podés quitarte el rol de administrador ni darte de baja: la gestión necesita un administrador.',
  dateRange: 'La fecha "hasta" no puede ser anterior a "desde".',
  date: 'Ingresá una fecha válida (aaaa-mm-dd).',
} as const;

const roleField = () => z.enum(staffRoles, { error: staffMembersMessages.role });
const queuesField = () =>
  z
    .array(z.enum(DESK_QUEUES, { error: messages.invalidValue }), { error: staffMembersMessages.queues })
    .min(1, staffMembersMessages.queues)
    .max(DESK_QUEUES.length, messages.invalidValue);

export const staffMemberParamsSchema = z.object({
  id: z.coerce
    .number({ error: messages.invalidValue })
    .int(messages.invalidValue)
    .positive(messages.invalidValue),
});

/** A member as the admin's table shows it. */
export const staffMemberRowSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  queues: z.array(z.enum(DESK_QUEUES)),
  active: z.boolean(),
  enrolled: z.boolean().describe('Tiene el segundo factor dado de alta'),
  lastLoginAt: z.string().nullable().describe('Último ingreso, ISO 8601 (UTC)'),
});
export type StaffMemberRow = z.infer<typeof staffMemberRowSchema>;

export const staffMembersListSchema = z.object({ items: z.array(staffMemberRowSchema) });
export type StaffMembersList = z.infer<typeof staffMembersListSchema>;

export const staffMemberCreateSchema = z.object({
  email: emailField(),
  name: requiredText(80),
  role: roleField(),
  queues: queuesField(),
  password: newPasswordField().describe('Contraseña temporal que el administrador le comunica al miembro'),
});
export type StaffMemberCreate = z.infer<typeof staffMemberCreateSchema>;

export const staffMemberUpdateSchema = z
  .object({
    name: requiredText(80).optional(),
    role: roleField().optional(),
    queues: queuesField().optional(),
    active: z.boolean({ error: messages.invalidValue }).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: staffMembersMessages.nothingToChange,
    path: ['name'],
  });
export type StaffMemberUpdate = z.infer<typeof staffMemberUpdateSchema>;

const dateParam = () =>
  z
    .string({ error: staffMembersMessages.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, staffMembersMessages.date)
    .refine((value) => parseIsoDate(value) !== null, staffMembersMessages.date)
    .optional();

/** Filters of the audit log; dates are days in America/Argentina/Ushuaia, both included. */
export const auditQuerySchema = z
  .object({
    miembro: z.coerce
      .number({ error: messages.invalidValue })
      .int()
      .positive(messages.invalidValue)
      .optional(),
    accion: z.string().trim().max(80, messages.invalidValue).optional(),
    entidad: z.string().trim().max(80, messages.invalidValue).optional(),
    objeto: z.string().trim().max(80, messages.invalidValue).optional(),
    desde: dateParam(),
    hasta: dateParam(),
    pagina: z.coerce.number({ error: messages.invalidValue }).int().min(1, messages.invalidValue).default(1),
    porPagina: z.coerce
      .number({ error: messages.invalidValue })
      .int()
      .min(1, messages.invalidValue)
      .max(200, messages.invalidValue)
      .default(50),
  })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, {
    message: staffMembersMessages.dateRange,
    path: ['hasta'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export type AuditQueryInput = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string().describe('ISO 8601 (UTC)'),
  staffUserId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  staffEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.unknown().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
