// CBU (Clave Bancaria Uniforme) rules: spec §5 plus the check digits of design §7, so a mistyped
// CBU is caught before the bank rejects the debit weeks later.
import { CBU_LENGTH } from '../../constants.js';
import { messages } from '../../messages.js';

export type CbuError = 'length' | 'digits' | 'cvu' | 'forbiddenPrefix' | 'checkDigits';

const BLOCK1_WEIGHTS = [7, 1, 3, 9, 7, 1, 3] as const;
const BLOCK2_WEIGHTS = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3] as const;

function checkDigit(body: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(body[i]) * (weights[i] as number);
  return (10 - (sum % 10)) % 10;
}

/** Check digit of block 1 (bank 3 + branch 4 digits). */
export function cbuBlock1CheckDigit(first7: string): number {
  return checkDigit(first7, BLOCK1_WEIGHTS);
}

/** Check digit of block 2 (13-digit account number). */
export function cbuBlock2CheckDigit(first13: string): number {
  return checkDigit(first13, BLOCK2_WEIGHTS);
}

export function hasValidCbuCheckDigits(cbu: string): boolean {
  if (!/^\d{22}$/.test(cbu)) return false;
  const block1 = cbu.slice(0, 8);
  const block2 = cbu.slice(8);
  return (
    cbuBlock1CheckDigit(block1.slice(0, 7)) === Number(block1[7]) &&
    cbuBlock2CheckDigit(block2.slice(0, 13)) === Number(block2[13])
  );
}

/** First failing rule, in the order a person should fix them; null when valid. */
export function checkCbu(cbu: string): CbuError | null {
  if (!/^\d*$/.test(cbu)) return 'digits';
  if (cbu.startsWith('000')) return 'cvu';
  if (cbu.startsWith('453')) return 'forbiddenPrefix';
  if (cbu.length !== CBU_LENGTH) return 'length';
  return hasValidCbuCheckDigits(cbu) ? null : 'checkDigits';
}

export function isValidCbu(cbu: string): boolean {
  return checkCbu(cbu) === null;
}

export function cbuErrorMessage(error: CbuError): string {
  switch (error) {
    case 'digits':
      return messages.digitsOnly;
    case 'length':
      return messages.cbuLength;
    case 'cvu':
      return messages.cvuNotAllowed;
    case 'forbiddenPrefix':
      return messages.cbuForbiddenPrefix;
    case 'checkDigits':
      return messages.cbuCheckDigits;
  }
}

/** The bank's BCRA code: the CBU's first three digits ('285' Banco Macro); null until there are three. */
export function cbuBankCode(cbu: string): number | null {
  return /^\d{3}/.test(cbu) ? Number(cbu.slice(0, 3)) : null;
}

export interface NamedBank {
  bancoid: number;
  banconombre: string;
}

/** The bank of the list the CBU names, or null while its code names none of them. */
export function bankOfCbu<B extends NamedBank>(cbu: string, banks: readonly B[]): B | null {
  const code = cbuBankCode(cbu);
  return code === null ? null : (banks.find((bank) => bank.bancoid === code) ?? null);
}

/**
 * 'El CBU corresponde a Banco X, no a Banco Y.' when the chosen bank is not the one the CBU names; null when they
 * agree or when the CBU's code names no bank of the list (nothing to compare it with).
 */
export function cbuBankMismatch(
  cbu: string,
  chosen: NamedBank | null,
  banks: readonly NamedBank[],
): string | null {
  const named = bankOfCbu(cbu, banks);
  if (!named || !chosen || named.bancoid === chosen.bancoid) return null;
  return messages.cbuBankMismatch
    .replace('{cbuBank}', named.banconombre)
    .replace('{chosenBank}', chosen.banconombre);
}

/** The input accepts fewer than 23 characters: typing stops at 22. */
export function acceptsCbuInput(value: string): boolean {
  return value.length < CBU_LENGTH + 1 && /^\d*$/.test(value);
}

/** The field turns red only once it is invalid and longer than 2 characters (spec §5). */
export function shouldHighlightCbu(value: string): boolean {
  return value.length > 2 && !isValidCbu(value);
}
