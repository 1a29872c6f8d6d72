// Staff access (issue #30 §1): sign-in in two steps (password, then a TOTP code or a recovery code), the
// enrolment of the second factor at first sign-in, the signed-in member, and the member's password change.
import { z } from 'zod';
import { MAX_LENGTHS } from '../../constants.js';
import { messages } from '../../messages.js';
import { DESK_QUEUES } from '../../rules/staff/desk-workflow.js';
import { staffRoles } from '../../rules/staff/staff-roles.js';
import { newPasswordField } from '../account/auth.js';

export const staffAccessMessages = {
  totpCode: 'Ingresá los 6 números que muestra tu app de autenticación.',
  secondFactorCode: 'Ingresá los 6 números de tu app o un código de recuperación (p. ej. ABCD-2345).',
  wrongCode: 'El código no es correcto o ya se usó. Probá con el siguiente.',
  challengeExpired: 'Pasaron más de 5 minutos: ingresá tu email y contraseña de nuevo.',
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
  samePassword: 'La contraseña nueva tiene que ser distinta de la actual.',
  sessionEnded: 'Tu sesión terminó. Ingresá de nuevo.',
} as const;

/** A recovery code as shown: 8 characters of an alphabet without look-alikes, in two groups. */
export const RECOVERY_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}-?[A-HJ-NP-Z2-9]{4}$/;
export const RECOVERY_CODE_COUNT = 10;

const totpCodeField = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .regex(/^\d{6}$/, staffAccessMessages.totpCode);

const challengeField = () =>
  z.string({ error: messages.required }).min(1, messages.required).max(2000, messages.invalidValue);

/** After the password: a challenge for the second step (5 minutes) and which step it is. */
export const staffLoginChallengeSchema = z.discriminatedUnion('stage', [
  z.object({
    stage: z.literal('segundo-factor').describe('El miembro ya tiene el segundo factor: pedir el código'),
    challenge: z.string(),
    expiresAt: z.string().describe('Instante ISO 8601 (UTC) en que vence el desafío'),
  }),
  z.object({
    stage: z.literal('alta').describe('Primer ingreso o segundo factor reiniciado: dar de alta la app'),
    challenge: z.string(),
    expiresAt: z.string(),
    enrolment: z.object({
      otpauthUri: z.string().describe('otpauth://totp/... para las apps de autenticación'),
      qrSvgDataUrl: z.string().describe('El QR del otpauthUri como data:image/svg+xml'),
      manualKey: z.string().describe('La clave en base32, en grupos de 4 para leerla'),
    }),
  }),
]);
export type StaffLoginChallenge = z.infer<typeof staffLoginChallengeSchema>;

export const staffSecondFactorSchema = z.object({
  challenge: challengeField(),
  code: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
    .refine((value) => /^\d{6}$/.test(value) || RECOVERY_CODE_PATTERN.test(value), {
      message: staffAccessMessages.secondFactorCode,
    }),
});
export type StaffSecondFactor = z.input<typeof staffSecondFactorSchema>;

export const staffEnrolSchema = z.object({ challenge: challengeField(), code: totpCodeField() });
export type StaffEnrol = z.input<typeof staffEnrolSchema>;

/** The signed-in member as the desk shows it. */
export const staffMemberSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  queues: z.array(z.enum(DESK_QUEUES)),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffSessionSchema = z.object({
  token: z.string().min(1),
  expiresAt: z.string().describe('Instante ISO 8601 (UTC): 30 minutos sin uso, cada llamada lo extiende'),
  staff: staffMemberSchema,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffEnrolledSessionSchema = staffSessionSchema.extend({
  recoveryCodes: z
    .array(z.string())
    .length(RECOVERY_CODE_COUNT)
    .describe('Códigos de recuperación de un solo uso: se muestran solo esta vez'),
});
export type StaffEnrolledSession = z.infer<typeof staffEnrolledSessionSchema>;

export const staffPasswordChangeSchema = z
  .object({
    current: z
      .string({ error: messages.required })
      .min(1, messages.required)
      .max(MAX_LENGTHS.password, messages.invalidValue),
    next: newPasswordField(),
  })
  .refine((value) => value.current !== value.next, {
    message: staffAccessMessages.samePassword,
    path: ['next'],
  });
export type StaffPasswordChange = z.infer<typeof staffPasswordChangeSchema>;
