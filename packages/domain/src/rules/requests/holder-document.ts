// A person's document as a key: a DNI (6 to 8 digits) and the CUIT or CUIL that contains it (11 digits: type,
// DNI, check digit) name the same holder, so a request filed with one is found with the other.

/** The holder's DNI as 8 digits, or null for what is not a DNI, CUIT or CUIL. */
export function holderDocumentKey(document: string): string | null {
  const digits = document.replace(/[\s.-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 11) return digits.slice(2, 10);
  if (digits.length >= 6 && digits.length <= 8) return digits.padStart(8, '0');
  return null;
}
