import { CARD_NUMBER_MAX_LENGTH, formatCardNumber, normaliseCardNumber } from '@portal/domain';

export interface CardNumberEdit {
  value: string;
  caret: number;
}

/**
 * What the card field shows after an edit: the number in groups of four, as printed on the card, with the caret
 * after the same digit it followed in what was typed or pasted. Null (keep the field as it was) once the edit
 * would make the number longer than a card's 16 digits, as typing stops at the last one.
 */
export function editCardNumber(typed: string, caret: number): CardNumberEdit | null {
  const value = formatCardNumber(typed);
  if (normaliseCardNumber(value).replace(/\D/g, '').length > CARD_NUMBER_MAX_LENGTH) return null;
  const charsBefore = typed.slice(0, caret).replace(/[\s-]/g, '').length;
  let seen = 0;
  let at = 0;
  while (at < value.length && seen < charsBefore) {
    if (value[at] !== ' ') seen += 1;
    at += 1;
  }
  return { value, caret: at };
}
