// Changing the login email (ours, issue #11): a 6-digit code goes to the new address, and the change
// happens only once that code comes back.
import { z } from 'zod';
import { MAX_LENGTHS } from '../constants.js';
import { codeField } from './auth.js';
import { emailField } from './fields.js';

export const emailChangeRequestSchema = z.object({ email: emailField(MAX_LENGTHS.loginEmail) });
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

export const emailChangeConfirmSchema = z.object({
  email: emailField(MAX_LENGTHS.loginEmail),
  code: codeField(),
});
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;

export const emailChangeResponseSchema = z.object({ email: z.string() });

/** A password change answers a fresh token: the change ends every earlier session, this one included. */
export const passwordChangeResponseSchema = z.object({ token: z.string() });
