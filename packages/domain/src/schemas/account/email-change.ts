// Changing the login email (ours, issue #11): a 6-digit code goes to the new address, and the change
// happens only once that code comes back.
import { z } from 'zod';
import { MAX_LENGTHS } from '../../constants.js';
import { messages } from '../../messages.js';
import { codeField } from './auth.js';
import { emailField } from '../fields.js';

/** The current password too: a stolen session alone cannot move the account to another mailbox (ADR 0084). */
export const emailChangeRequestSchema = z.object({
  email: emailField(MAX_LENGTHS.loginEmail),
  currentPassword: z
    .string({ error: messages.required })
    .min(1, { error: messages.required })
    .max(MAX_LENGTHS.password),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

export const emailChangeConfirmSchema = z.object({
  email: emailField(MAX_LENGTHS.loginEmail),
  code: codeField(),
});
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;

export const emailChangeResponseSchema = z.object({ email: z.string() });

/** A password change answers a fresh token: the change ends every earlier session, this one included. */
export const passwordChangeResponseSchema = z.object({ token: z.string() });

/** The secret of a 'No fui yo' link (43 base64url characters, 32 random bytes). */
export const emailRestoreSchema = z.object({
  token: z.string({ error: messages.required }).regex(/^[A-Za-z0-9_-]{43}$/, { error: messages.linkInvalid }),
});
export type EmailRestore = z.infer<typeof emailRestoreSchema>;

/** The address the account has again, masked. */
export const emailRestoreResponseSchema = z.object({ email: z.string() });
