// Phone rules of the contact data editor (spec §3, §4, §5). Numbers are stored as one string per
// phone (prefix + number); the editor shows them split, so splitting must be deterministic.
import { AR_AREA_CODES } from '../../data/ar-area-codes.js';
import {
  DEFAULT_PHONE_PREFIX,
  MAX_PHONES,
  PHONE_NUMBER_MAX_LENGTH,
  PHONE_NUMBER_MIN_LENGTH,
  PHONE_PREFIX_MAX_LENGTH,
  PHONE_PREFIX_MIN_LENGTH,
} from '../../constants.js';

const AREA_CODES: ReadonlySet<string> = new Set(AR_AREA_CODES.map(([code]) => code));
/** Argentine numbers are 10 digits: area code + subscriber number. */
const NATIONAL_LENGTH = 10;

export function isKnownAreaCode(code: string): boolean {
  return AREA_CODES.has(code);
}

export function areaCodePlace(code: string): string | undefined {
  return AR_AREA_CODES.find(([c]) => c === code)?.[1];
}

export interface SplitPhone {
  prefix: string;
  number: string;
}

/**
 * Splits a stored phone into area code and number by the longest matching area code whose
 * remainder is a plausible number; without one it assumes Ushuaia (2901). Tolerates the forms
 * people type: spaces and dashes, a trunk 0, +54 / 54 9, and the mobile 15 after the area code.
 */
export function splitPhone(raw: string): SplitPhone {
  let digits = raw.replace(/\D/g, '');
  if (digits.length > NATIONAL_LENGTH && digits.startsWith('54')) {
    digits = digits.slice(2);
    if (digits.length > NATIONAL_LENGTH && digits.startsWith('9')) digits = digits.slice(1);
  }
  digits = digits.replace(/^0+/, '');
  for (let len = PHONE_PREFIX_MAX_LENGTH; len >= PHONE_PREFIX_MIN_LENGTH; len--) {
    const prefix = digits.slice(0, len);
    if (!AREA_CODES.has(prefix)) continue;
    let number = digits.slice(len);
    // "0 2901 15 123456": the 15 is the old mobile access code, not part of the number.
    if (number.length === NATIONAL_LENGTH - len + 2 && number.startsWith('15')) number = number.slice(2);
    if (number.length >= PHONE_NUMBER_MIN_LENGTH && number.length <= PHONE_NUMBER_MAX_LENGTH) {
      return { prefix, number };
    }
  }
  return { prefix: DEFAULT_PHONE_PREFIX, number: digits };
}

export function joinPhone(prefix: string, number: string): string {
  return `${normalisePrefix(prefix)}${number}`;
}

/** Prefix as typed with the trunk 0 removed ('02901' -> '2901'). */
export function normalisePrefix(prefix: string): string {
  return prefix.replace(/^0+/, '');
}

/** Digits only; after stripping leading zeros, 2 to 4 characters. */
export function isValidPrefix(prefix: string): boolean {
  if (!/^\d+$/.test(prefix)) return false;
  const stripped = normalisePrefix(prefix);
  return stripped.length >= PHONE_PREFIX_MIN_LENGTH && stripped.length <= PHONE_PREFIX_MAX_LENGTH;
}

/** 5 to 10 digits. */
export function isValidPhoneNumber(number: string): boolean {
  return new RegExp(`^\\d{${PHONE_NUMBER_MIN_LENGTH},${PHONE_NUMBER_MAX_LENGTH}}$`).test(number);
}

/**
 * A newly inserted number is typed without the trunk 0 and without the mobile 15, so it starts
 * with 1-9 and never with 15.
 */
export function isValidNewPhoneNumber(number: string): boolean {
  return isValidPhoneNumber(number) && /^[1-9]/.test(number) && !number.startsWith('15');
}

/** Phone entry of the contact data editor (spec §3). */
export interface PhoneEntry {
  number: string;
  originalNumber: string;
  prefix: string;
  remove: boolean;
  modify: boolean;
  insert: boolean;
}

/** Reads dataClient.telefono (comma-separated) into editor entries. */
export function parsePhoneList(telefono: string | null | undefined): PhoneEntry[] {
  return (telefono ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.replace(/\D/g, '') !== '')
    .map((original) => {
      const { prefix, number } = splitPhone(original);
      return { number, originalNumber: original, prefix, remove: false, modify: false, insert: false };
    });
}

export function activePhoneCount(entries: readonly PhoneEntry[]): number {
  return entries.filter((e) => !e.remove).length;
}

/** At most two numbers ('No podés tener más de dos números'). */
export function canAddPhone(entries: readonly PhoneEntry[]): boolean {
  return activePhoneCount(entries) < MAX_PHONES;
}

/** Removal is allowed only while more than one phone remains not removed. */
export function canRemovePhone(entries: readonly PhoneEntry[], index: number): boolean {
  const entry = entries[index];
  return entry !== undefined && !entry.remove && activePhoneCount(entries) > 1;
}

/** Restoring a removed phone must not break the two-phone limit. */
export function canRestorePhone(entries: readonly PhoneEntry[], index: number): boolean {
  const entry = entries[index];
  return entry !== undefined && entry.remove && activePhoneCount(entries) < MAX_PHONES;
}

export function isValidPhoneEntry(entry: PhoneEntry): boolean {
  if (entry.remove) return true;
  const numberOk = entry.insert ? isValidNewPhoneNumber(entry.number) : isValidPhoneNumber(entry.number);
  return numberOk && isValidPrefix(entry.prefix);
}
