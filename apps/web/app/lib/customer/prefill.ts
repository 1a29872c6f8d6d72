import { digitsOnly, MAX_LENGTHS, parsePhoneList, type DataClient } from '@portal/domain';

/** Fields a logged-in customer finds already filled in (spec §6). */
export interface PrefillValues {
  name: string;
  email: string;
  phone: string;
  dni: string;
  address: string;
}

const cap = (value: string) => value.trim().slice(0, MAX_LENGTHS.text);

/**
 * Spec §6: name lowercased, email, phone, dni and address. The phone is the first of the comma-separated
 * list, digits only, because the phone input is number-only.
 */
export function prefillFromDataClient(client: DataClient): PrefillValues {
  const firstPhone = parsePhoneList(client.telefono)[0];
  return {
    name: cap(`${client.nombre} ${client.apellido}`.toLowerCase()),
    email: cap(client.emailppl ?? ''),
    phone: firstPhone ? digitsOnly(firstPhone.originalNumber).slice(0, 15) : '',
    dni: digitsOnly(client.dni ?? ''),
    address: cap(client.direccion ?? ''),
  };
}
