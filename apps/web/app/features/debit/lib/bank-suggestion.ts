import type { Bank } from '@portal/domain';

/**
 * The bank a CBU belongs to: its first three digits are the bank's BCRA code, which the reference list keeps as
 * bancoid (e.g. '285' Banco Macro, '011' Banco de la Nación Argentina). Null until three digits name a bank.
 */
export function suggestedBank(cbu: string, banks: readonly Bank[]): Bank | null {
  if (!/^\d{3}/.test(cbu)) return null;
  const code = Number(cbu.slice(0, 3));
  return banks.find((bank) => bank.bancoid === code) ?? null;
}
