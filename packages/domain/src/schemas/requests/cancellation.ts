// Baja and arrepentimiento without an account (issue #32 §1, Disp. 954/2025 and 3/2026): the holder's document
// and customer number ask for a code at the email on file; the code, or a contact phone when it cannot be
// used, files the request. The web form and the API parse the same schemas.
import { z } from 'zod';
import { messages } from '../../messages.js';
import { checkRegretWindow, REGRET_WINDOW_DAYS } from '../../rules/requests/regret-window.js';
import { todayInUshuaia, type CalendarDate } from '../../rules/common/calendar-date.js';
import { codeField } from '../account/auth.js';
import {
  contactPhoneField,
  digitsField,
  dniField,
  emailField,
  requiredText,
  serviceOptionField,
} from '../fields.js';

export const CANCELLATION_KINDS = ['baja', 'arrepentimiento'] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];

export const cancellationMessages = {
  invalidCustomerNumber: 'Ingresá tu número de cliente: está impreso en cada factura (solo números).',
  contractDateRequired: 'Indicá la fecha en que contrataste el servicio.',
  contractDateFuture: 'La fecha de contratación no puede ser posterior a hoy.',
  regretExpired:
    `El arrepentimiento se puede pedir dentro de los ${REGRET_WINDOW_DAYS} días corridos desde la ` +
    'contratación, y ese plazo ya pasó. Podés pedir la baja del servicio.',
  verificationExpired: 'El código venció o ya no es válido. Pedí un código nuevo o seguí sin verificar.',
} as const;

const regretDateMessage = {
  ok: null,
  invalid: messages.invalidDate,
  future: cancellationMessages.contractDateFuture,
  expired: cancellationMessages.regretExpired,
} as const;

/** What identifies the holder and the service, shared by the code request and the unverified filing. */
function holderShape() {
  return {
    tipo: z.enum(CANCELLATION_KINDS, { error: messages.invalidOption }),
    documento: dniField(),
    clienteNro: digitsField(1, 9, cancellationMessages.invalidCustomerNumber),
    servicio: serviceOptionField(),
    /** 'YYYY-MM-DD', asked for an arrepentimiento: the customer records carry no contract date. */
    fechaContrato: z.string().trim().optional(),
  };
}

/** An arrepentimiento needs a contract date within the window; a baja ignores it. */
function refineContractDate(today: () => CalendarDate) {
  return (value: { tipo: CancellationKind; fechaContrato?: string | undefined }, ctx: z.RefinementCtx) => {
    if (value.tipo !== 'arrepentimiento') return;
    if (!value.fechaContrato) {
      ctx.addIssue({
        code: 'custom',
        message: cancellationMessages.contractDateRequired,
        path: ['fechaContrato'],
      });
      return;
    }
    const message = regretDateMessage[checkRegretWindow(value.fechaContrato, today())];
    if (message) ctx.addIssue({ code: 'custom', message, path: ['fechaContrato'] });
  };
}

export function cancellationCheckSchema(today: () => CalendarDate = () => todayInUshuaia()) {
  return z.object(holderShape()).superRefine(refineContractDate(today));
}
export type CancellationCheck = z.input<ReturnType<typeof cancellationCheckSchema>>;

/** The same answer whether the data match a record with an email or not: nothing tells who is a customer. */
export const cancellationCheckAnswerSchema = z.object({
  verificationId: z.string(),
  maskedEmail: z
    .string()
    .nullable()
    .describe('El email del registro enmascarado, o null (sin coincidencia o sin email)'),
});
export type CancellationCheckAnswer = z.infer<typeof cancellationCheckAnswerSchema>;

/** The code step's own field, for its form. */
export const cancellationCodeSchema = z.object({ code: codeField() });

export const verifiedFilingSchema = cancellationCodeSchema.extend({
  verificationId: z.string().trim().min(1, messages.required).max(64, messages.invalidValue),
});
export type VerifiedFiling = z.input<typeof verifiedFilingSchema>;

/** Who to mail the number to and call to confirm the holder, when the code cannot be used. */
export const cancellationContactSchema = z.object({
  nombre: requiredText(),
  telefono: contactPhoneField(),
  email: emailField(),
});
export type CancellationContact = z.input<typeof cancellationContactSchema>;

export function unverifiedFilingSchema(today: () => CalendarDate = () => todayInUshuaia()) {
  return z
    .object({ ...holderShape(), ...cancellationContactSchema.shape, sinVerificar: z.literal(true) })
    .superRefine(refineContractDate(today));
}
export type UnverifiedFiling = z.input<ReturnType<typeof unverifiedFilingSchema>>;

export const cancellationFilingSchema = z.union([verifiedFilingSchema, unverifiedFilingSchema()]);
export type CancellationFiling = z.input<typeof cancellationFilingSchema>;

export const cancellationConfirmationSchema = z.object({
  received: z.string(),
  charges: z.string(),
  equipment: z.string(),
  /** Only when unverified: the holder is confirmed by phone, the request stands meanwhile. */
  verification: z.string().nullable(),
});
export type CancellationConfirmation = z.infer<typeof cancellationConfirmationSchema>;

export const filedCancellationSchema = z.object({
  number: z.string().describe('Número de gestión'),
  kind: z.enum(CANCELLATION_KINDS),
  verified: z.boolean(),
  /** 'YYYY-MM-DD': the request's day in Ushuaia, from which nothing more is charged. */
  chargesStopOn: z.string(),
  confirmation: cancellationConfirmationSchema,
});
export type FiledCancellation = z.infer<typeof filedCancellationSchema>;
