// Masks an email for display: first and last character of the local part survive ('c*****e@example.com'),
// enough for the owner to recognise it, too little to harvest
// (docs/decisions/0033-masked-email-and-registration-password.md).
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '*'.repeat(Math.max(email.length, 1));
  const local = email.slice(0, at);
  const domain = email.slice(at);
  const chars = [...local];
  if (chars.length <= 2) return `${chars[0]}${'*'.repeat(Math.max(chars.length - 1, 1))}${domain}`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}${domain}`;
}
