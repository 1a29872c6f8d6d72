// Email pattern used to colour the email field and to validate payloads. Deliberately the same
// pattern zod's email() uses, so the field colour and the server's verdict never disagree.
import { z } from 'zod';

const emailSchema = z.email();

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value.trim()).success;
}

/** Field colour status of the contact data editor: neutral while empty. */
export function emailFieldStatus(value: string): 'empty' | 'valid' | 'invalid' {
  if (value.trim() === '') return 'empty';
  return isValidEmail(value) ? 'valid' : 'invalid';
}

/** Emails compare case-insensitively and without surrounding spaces. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
