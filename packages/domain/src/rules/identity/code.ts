// One-time email codes (first entry and password reset): exactly 6 digits (spec §5, §9).
import { CODE_LENGTH } from '../../constants.js';

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

export function isCompleteCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/** What the code input keeps while typing or pasting: digits only, at most 6. */
export function sanitiseCodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}
