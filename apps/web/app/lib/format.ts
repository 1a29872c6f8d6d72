/** Shows a phone the way people dial it locally, e.g. '0800-333-1234'; other shapes stay as they are. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^0800\d{7}$/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
  return phone;
}

/** Value for a tel: link: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
