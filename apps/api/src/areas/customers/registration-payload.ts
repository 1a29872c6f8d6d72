// What a registration request stored (RegistrationService in the requests area): the person's draft without
// the password, plus the password's argon2id hash, which only the approval reads and then drops.
import { z } from 'zod';

const text = z.string().catch('');

export const storedRegistrationSchema = z
  .object({
    name: text,
    surName: text,
    dni: text,
    email: text,
    phone: text,
    birthdate: z.string().nullable().catch(null),
    address: z
      .object({ address: text, number: text, house: text, floor: text, depto: text })
      .partial()
      // Kept whole (the map position too): the decided request still shows every field to the desk.
      .loose()
      .catch({}),
    password_hash: z.string().optional().catch(undefined),
  })
  .loose();
export type StoredRegistration = z.infer<typeof storedRegistrationSchema>;

/** The address in one line, as the customer record keeps it. */
export function addressLine(address: StoredRegistration['address']): string {
  const street = [address.address, address.number].filter(Boolean).join(' ');
  const house = address.house ? `casa ${address.house}` : '';
  const floor = address.floor ? `piso ${address.floor}` : '';
  const flat = address.depto ? `depto. ${address.depto}` : '';
  return [street, house, floor, flat].filter(Boolean).join(', ');
}

export function parseRegistration(payload: string): StoredRegistration {
  return storedRegistrationSchema.parse(JSON.parse(payload));
}

/** The payload kept after the decision: everything but the hash, which the login now holds (or nobody). */
export function withoutPassword(registration: StoredRegistration): string {
  const { password_hash: _hash, ...rest } = registration;
  return JSON.stringify(rest);
}
