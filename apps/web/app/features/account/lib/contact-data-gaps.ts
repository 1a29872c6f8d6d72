import { hasBirthDate, type DataClient } from '@portal/domain';

export type ContactDataGap = 'telefono' | 'fecha_nac' | 'email' | 'email_rebota';

export const CONTACT_DATA_GAP_LABELS: Record<ContactDataGap, string> = {
  telefono: 'un teléfono',
  fecha_nac: 'tu fecha de nacimiento',
  email: 'tu email',
  email_rebota: 'un email que funcione (los mensajes a tu dirección actual no llegan)',
};

/** What account modal 1 asks the customer to complete: no phone, no birth date, no email or a bouncing one. */
export function contactDataGaps(client: DataClient, emailBouncing = false): ContactDataGap[] {
  const gaps: ContactDataGap[] = [];
  // Whether any phone is there; splitting area codes (and loading their table) is the editor's job.
  if (client.telefono.split(',').every((phone) => phone.trim() === '')) gaps.push('telefono');
  if (!hasBirthDate(client)) gaps.push('fecha_nac');
  if (!client.emailppl.trim()) gaps.push('email');
  else if (emailBouncing) gaps.push('email_rebota');
  return gaps;
}
