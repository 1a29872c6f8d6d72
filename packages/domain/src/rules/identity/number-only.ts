// Number-only inputs: browsers accept '-', '+', 'e', 'E' and '.' in type=number fields, which
// would slip into DNI, customer numbers and phones, so those keys are blocked (spec §5).
import { BLOCKED_NUMBER_KEYS } from '../../constants.js';

export function isBlockedNumberKey(key: string): boolean {
  return (BLOCKED_NUMBER_KEYS as readonly string[]).includes(key);
}

export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

/** Pasted text can still contain anything; keep the digits. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}
