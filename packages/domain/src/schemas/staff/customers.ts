// Customers and registrations in the back office (issue #31 §3): finding a customer, its logins with their
// lock and first-entry state, coupons per customer, and the queue of self-registrations to approve or reject.
import { z } from 'zod';
import { messages, tooLongMessage } from '../../messages.js';
import { emailField } from '../fields.js';

const isoInstant = z.string().describe('Fecha y hora ISO 8601 (UTC)');

// ——— Search ———

export const CUSTOMER_SEARCH_MIN_LENGTH = 2;
export const CUSTOMER_SEARCH_MAX_LENGTH = 120;
export const CUSTOMER_SEARCH_LIMIT = 50;

export const customerSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Escribí un número de cliente, DNI, nombre o email.' })
    .trim()
    .min(CUSTOMER_SEARCH_MIN_LENGTH, 'Escribí al menos 2 letras o números.')
    .max(CUSTOMER_SEARCH_MAX_LENGTH, tooLongMessage(CUSTOMER_SEARCH_MAX_LENGTH)),
});
export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>;

export const customerSearchHitSchema = z.object({
  customerNumber: z.number().int(),
  name: z.string(),
  dni: z.string(),
  email: z.string().nullable(),
  locality: z.string().nullable(),
  status: z.string(),
});
export type CustomerSearchHit = z.infer<typeof customerSearchHitSchema>;

export const customerSearchResultSchema = z.object({
  items: z.array(customerSearchHitSchema).describe(`Hasta ${CUSTOMER_SEARCH_LIMIT}, por apellido`),
});
export type CustomerSearchResult = z.infer<typeof customerSearchResultSchema>;

// ——— Logins ———

export const customerLoginSchema = z.object({
  loginId: z.number().int().positive(),
  email: z.string(),
  relation: z.enum(['holder', 'authorised']).describe('Titular o persona autorizada por el titular'),
  /** 0 done; 1 waiting for the emailed code; 2 contact data; 3 new password. */
  firstEntryStep: z.number().int().min(0).max(3),
  lockedUntil: isoInstant.nullable().describe('Bloqueado por intentos fallidos hasta ese momento'),
  lastLoginAt: isoInstant.nullable(),
  passwordChangedAt: isoInstant.nullable(),
  createdAt: isoInstant,
});
export type CustomerLogin = z.infer<typeof customerLoginSchema>;

export const customerLoginsSchema = z.object({ items: z.array(customerLoginSchema) });
export type CustomerLogins = z.infer<typeof customerLoginsSchema>;

export const customerLoginParamsSchema = z.object({
  customerNumber: z.coerce.number({ error: messages.invalidValue }).int().positive(),
  loginId: z.coerce.number({ error: messages.invalidValue }).int().positive(),
});

export const loginEmailChangeSchema = z.object({ email: emailField() });
export type LoginEmailChange = z.infer<typeof loginEmailChangeSchema>;

// ——— Coupons per customer ———

export const customerCouponAdminSchema = z.object({
  couponId: z.number().int().positive(),
  code: z.string(),
  title: z.string(),
  partner: z.string(),
  assignedAt: isoInstant,
  usedAt: isoInstant.nullable(),
  expiresAt: isoInstant.nullable().describe('Vencido para este cliente desde ese momento'),
});
export type CustomerCouponAdmin = z.infer<typeof customerCouponAdminSchema>;

export const couponOptionSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  title: z.string(),
  partner: z.string(),
});
export type CouponOption = z.infer<typeof couponOptionSchema>;

export const customerCouponsAdminSchema = z.object({
  items: z.array(customerCouponAdminSchema),
  /** Active catalogue coupons not yet assigned to this customer. */
  available: z.array(couponOptionSchema),
});
export type CustomerCouponsAdmin = z.infer<typeof customerCouponsAdminSchema>;

export const couponAssignmentSchema = z.object({
  couponId: z.coerce.number({ error: 'Elegí un cupón.' }).int('Elegí un cupón.').positive('Elegí un cupón.'),
});
export type CouponAssignment = z.infer<typeof couponAssignmentSchema>;

export const customerCouponParamsSchema = z.object({
  customerNumber: z.coerce.number({ error: messages.invalidValue }).int().positive(),
  couponId: z.coerce.number({ error: messages.invalidValue }).int().positive(),
});

// ——— Registrations ———

export const REGISTRATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];
/** Each list of the queue by its name. */
export const REGISTRATION_LIST_LABELS: Readonly<Record<RegistrationState, string>> = {
  pending: 'Pendientes',
  approved: 'Aprobadas',
  rejected: 'Rechazadas',
};

export const registrationListQuerySchema = z.object({
  estado: z.enum(REGISTRATION_STATES, { error: messages.invalidValue }).default('pending'),
});
export type RegistrationListQuery = z.input<typeof registrationListQuerySchema>;

export const registrationItemSchema = z.object({
  number: z.string().describe('Número de gestión de la solicitud de registro'),
  createdAt: isoInstant,
  state: z.enum(REGISTRATION_STATES),
  name: z.string(),
  dni: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  birthDate: z.string().nullable(),
  /** The customer record with the same DNI, which approving links instead of creating one. */
  existingCustomer: z.object({ customerNumber: z.number().int(), name: z.string() }).nullable(),
  /** The record the approval created or linked. */
  customerNumber: z.number().int().nullable(),
});
export type RegistrationItem = z.infer<typeof registrationItemSchema>;

export const registrationListSchema = z.object({ items: z.array(registrationItemSchema) });
export type RegistrationList = z.infer<typeof registrationListSchema>;

export const registrationParamsSchema = z.object({
  requestNumber: z
    .string({ error: messages.invalidValue })
    .regex(/^[A-Z]{1,4}-\d{4}-\d{6,}$/, messages.invalidValue),
});

export const REJECTION_REASON_MAX_LENGTH = 1000;

export const registrationRejectionSchema = z.object({
  reason: z
    .string({ error: 'Escribí el motivo: se lo mandamos a la persona.' })
    .trim()
    .min(1, 'Escribí el motivo: se lo mandamos a la persona.')
    .max(REJECTION_REASON_MAX_LENGTH, tooLongMessage(REJECTION_REASON_MAX_LENGTH)),
});
export type RegistrationRejection = z.infer<typeof registrationRejectionSchema>;
