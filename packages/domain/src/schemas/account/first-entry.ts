// What the first-entry wizard (account modal 6) reads about its login and customer.
import { z } from 'zod';
import { dataClientSchema } from './customer.js';

export const firstEntryStateSchema = z.object({
  /** 0 done, 1 email code pending, 2 phone and birth date, 3 new password. */
  entry: z.number().int().min(0).max(3),
  /** Where the code goes, masked ('c*****e@example.com'). */
  email: z.string(),
  /** The customer's phones, digits only, area code first. */
  phones: z.array(z.string()),
  /** Whether the birth date is known: step 2 asks for it only when it is not. */
  birthDateSet: z.boolean(),
});
export type FirstEntryState = z.infer<typeof firstEntryStateSchema>;

/** What PUT actualizar/{customer} answers a first-entry session: its phones and birth date only (ADR 0036). */
export const firstEntryContactSchema = dataClientSchema.pick({
  cliente: true,
  telefono: true,
  fecha_nac: true,
});
export type FirstEntryContact = z.infer<typeof firstEntryContactSchema>;
