// Request and response bodies of the login and recovery calls (spec §3, §7).
import { z } from 'zod';
import { CAPTCHA_COMPANY, CODE_LENGTH, COMPANY_TAG, MAX_LENGTHS } from '../../constants.js';
import { messages, tooLongMessage } from '../../messages.js';
import { customerRecordSchema } from './customer.js';
import { digitsField, dniField, emailField, positiveIdField, requiredText } from '../fields.js';

const companyTag = z.literal(COMPANY_TAG, { error: messages.invalidValue });

/**
 * What a captcha pass is earned for: one pass opens one call of that action and no other (ADR 0035), so a
 * solved captcha cannot be spent on a different form.
 */
export const CAPTCHA_ACTIONS = [
  'message',
  'password-reset',
  'recover-user',
  'registration',
  'assistance',
] as const;
export const captchaActionSchema = z.enum(CAPTCHA_ACTIONS, { error: messages.invalidValue });
export type CaptchaAction = z.infer<typeof captchaActionSchema>;

export const captchaRequestSchema = z.object({
  token: z.string({ error: messages.captchaFailed }).min(1, messages.captchaFailed),
  company: z.literal(CAPTCHA_COMPANY, { error: messages.invalidValue }),
  action: captchaActionSchema,
});
export type CaptchaRequest = z.infer<typeof captchaRequestSchema>;

/** Login: email max 50, password max 40; no format check, the account decides. */
export const loginCredentialsSchema = z.object({
  username: requiredText(MAX_LENGTHS.loginEmail),
  password: z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(MAX_LENGTHS.password, tooLongMessage(MAX_LENGTHS.password)),
  company: companyTag,
});
export type LoginCredentials = z.infer<typeof loginCredentialsSchema>;

/** `entry`: first-entry state (1 starts the verification, 2 the phone/birth step, 3 the password). */
export const loginResponseSchema = z.object({
  client: z.array(customerRecordSchema),
  token: z.string().min(1),
  entry: z.number().int().nonnegative(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const clientSessionSchema = z.object({
  clientenro: z.number().int().positive(),
  email: z.string(),
  nombre: z.string(),
});
export type ClientSession = z.infer<typeof clientSessionSchema>;

/** Recover user: name, customer number and DNI required. */
export const recoverUserSchema = z.object({
  company: companyTag,
  name: requiredText(),
  nro: digitsField(1, 12),
  dni: dniField(),
});
export type RecoverUser = z.infer<typeof recoverUserSchema>;

export const recoverPasswordSchema = z.object({
  company: companyTag,
  email: emailField(MAX_LENGTHS.loginEmail),
});
export type RecoverPassword = z.infer<typeof recoverPasswordSchema>;

export const codeField = () =>
  z
    .string({ error: messages.required })
    .trim()
    .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), messages.codeLength);

export const validateCodeSchema = z.object({
  code: codeField(),
  company: companyTag,
  email: emailField(MAX_LENGTHS.loginEmail),
});
export type ValidateCode = z.infer<typeof validateCodeSchema>;

/** The password as the server receives it: rules re-checked, since the server never trusts the client. */
export const newPasswordField = () =>
  z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(MAX_LENGTHS.password, messages.passwordTooLong)
    .regex(/\p{Lu}/u, messages.passwordUppercase)
    .refine((p) => [...p].length >= 6, messages.passwordMinLength);

/**
 * `reset_token` comes from the code validation answer and proves the emailed code was entered. The repeat is
 * optional on the wire (the spec's body has none); when sent, the server checks it too.
 */
export const resetPasswordSchema = z
  .object({
    password: newPasswordField(),
    repeatPassword: z.string({ error: messages.required }).optional(),
    company: companyTag,
    email: emailField(MAX_LENGTHS.loginEmail),
    reset_token: z.string({ error: messages.codeExpired }).min(1, messages.codeExpired).max(2000),
  })
  .refine((v) => v.repeatPassword === undefined || v.repeatPassword === v.password, {
    message: messages.passwordsMustMatch,
    path: ['repeatPassword'],
  });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/**
 * PUT /api/customer/actualizar/password/{clientenro}/: the account's password change (with the current
 * password) and first-entry step 3 (`firstEntry`, without it). The repeat, when sent, must match.
 */
export const updatePasswordSchema = z
  .object({
    password: newPasswordField(),
    repeatPassword: z.string({ error: messages.required }).optional(),
    currentPassword: z.string({ error: messages.required }).max(MAX_LENGTHS.password).optional(),
    firstEntry: z.union([z.boolean(), z.number().int().nonnegative()]).optional(),
  })
  .refine((v) => v.repeatPassword === undefined || v.repeatPassword === v.password, {
    message: messages.passwordsMustMatch,
    path: ['repeatPassword'],
  });
export type UpdatePassword = z.infer<typeof updatePasswordSchema>;

/** Assistance request (POST /api/service/create/crm/). */
export const crmRequestSchema = z.object({
  crmcodigo: requiredText(),
  crmobs: requiredText(3000),
  clientenro: positiveIdField(),
  company: companyTag,
});
export type CrmRequest = z.infer<typeof crmRequestSchema>;

/** Answers of the recovery calls. */
export const validateCodeResponseSchema = z.object({ reset_token: z.string() });
export type ValidateCodeResponse = z.infer<typeof validateCodeResponseSchema>;

/** The email of the recovered user, masked ('c*****e@example.com'). */
export const recoverUserResponseSchema = z.object({ email: z.string() });
export type RecoverUserResponse = z.infer<typeof recoverUserResponseSchema>;

/** The request number of an assistance request or a registration, e.g. 'G-2026-000123'. */
export const requestNumberResponseSchema = z.object({ Crmnumero: z.string() });
export type RequestNumberResponse = z.infer<typeof requestNumberResponseSchema>;

export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'off'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** GET /api/isHuman/challenge/: what the form needs to show the configured captcha. */
export const captchaChallengeResponseSchema = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  challenge: z.record(z.string(), z.unknown()).optional(),
  siteKey: z.string().optional(),
});
export type CaptchaChallengeResponse = z.infer<typeof captchaChallengeResponseSchema>;

/** POST /api/isHuman/recaptcha_request/: `pass` goes in the X-Captcha-Pass header of protected calls. */
export const captchaPassResponseSchema = z.object({ success: z.literal(true), pass: z.string() });
export type CaptchaPassResponse = z.infer<typeof captchaPassResponseSchema>;

/** Header that carries the captcha pass. */
export const CAPTCHA_PASS_HEADER = 'X-Captcha-Pass';
