import { hasBirthDate, parsePhoneList, type DataClient } from '@portal/domain';

export type ContactDataGap = 'telefono' | 'fecha_nac' | 'email';

export const CONTACT_DATA_GAP_LABELS: Record<ContactDataGap, string> = {
  telefono: 'un teléfono',
  fecha_nac: 'tu fecha de nacimiento',
  email: 'tu email',
};

/** What account modal 1 asks the customer to complete: no phone, no birth date or no email. */
export function contactDataGaps(client: DataClient): ContactDataGap[] {
  const gaps: ContactDataGap[] = [];
  if (parsePhoneList(client.telefono).length === 0) gaps.push('telefono');
  if (!hasBirthDate(client)) gaps.push('fecha_nac');
  if (!client.emailppl.trim()) gaps.push('email');
  return gaps;
}
