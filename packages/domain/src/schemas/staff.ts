// Staff (back office): sign-in and the automatic-debit export for the card processor and the bank (issue #14 §3).
import { z } from 'zod';
import { MAX_LENGTHS } from '../constants.js';
import { messages } from '../messages.js';
import { emailField } from './fields.js';

export const staffLoginSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(MAX_LENGTHS.password, messages.invalidValue),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

export const staffSessionSchema = z.object({
  token: z.string().min(1),
  name: z.string(),
  role: z.string(),
  /** ISO instant. */
  expires_at: z.string(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** tarjetas: card registrations for the card processor; cbu: CBU registrations for the bank. */
export const debitExportQuerySchema = z.object({
  destino: z.enum(['tarjetas', 'cbu'], { error: messages.invalidValue }),
});
export type DebitExportQuery = z.infer<typeof debitExportQuerySchema>;
