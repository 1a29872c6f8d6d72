// State changes of the phone editor (spec §3 modes Modificar, Eliminar, Agregar), kept pure so the rules of
// spec §5 are tested without rendering. Each returns the next entries, or the message that refuses the step.
import {
  canAddPhone,
  canRemovePhone,
  canRestorePhone,
  DEFAULT_PHONE_PREFIX,
  isValidNewPhoneNumber,
  isValidPhoneNumber,
  isValidPrefix,
  messages,
  type PhoneEntry,
} from '@portal/domain';

export type EditorStep =
  { entries: PhoneEntry[]; error?: undefined } | { entries?: undefined; error: string };

export function modifyPhone(entries: readonly PhoneEntry[], index: number): PhoneEntry[] {
  return entries.map((e, i) => (i === index ? { ...e, modify: true } : e));
}

export function editPhone(
  entries: readonly PhoneEntry[],
  index: number,
  change: Partial<Pick<PhoneEntry, 'prefix' | 'number'>>,
): PhoneEntry[] {
  // Digits only: people paste '(02901) 43-1234'.
  const clean = Object.fromEntries(Object.entries(change).map(([k, v]) => [k, (v ?? '').replace(/\D/g, '')]));
  return entries.map((e, i) => (i === index ? { ...e, ...clean } : e));
}

/** Eliminar marks the phone 'eliminado' (restorable); an added one is simply dropped. */
export function removePhone(entries: readonly PhoneEntry[], index: number): EditorStep {
  if (entries[index]?.insert) return { entries: entries.filter((_, i) => i !== index) };
  if (!canRemovePhone(entries, index)) return { error: messages.phoneLastOne };
  return { entries: entries.map((e, i) => (i === index ? { ...e, remove: true } : e)) };
}

export function restorePhone(entries: readonly PhoneEntry[], index: number): EditorStep {
  if (!canRestorePhone(entries, index)) return { error: messages.phoneLimit };
  return { entries: entries.map((e, i) => (i === index ? { ...e, remove: false } : e)) };
}

export function addPhone(entries: readonly PhoneEntry[]): EditorStep {
  if (!canAddPhone(entries)) return { error: messages.phoneLimit };
  const added: PhoneEntry = {
    number: '',
    originalNumber: '',
    prefix: DEFAULT_PHONE_PREFIX,
    remove: false,
    modify: false,
    insert: true,
  };
  return { entries: [...entries, added] };
}

export interface PhoneErrors {
  prefix?: string;
  number?: string;
}

/** Messages of an entry being edited; an untouched or removed one has none. */
export function phoneErrors(entry: PhoneEntry): PhoneErrors {
  if (entry.remove || !(entry.modify || entry.insert)) return {};
  const numberOk = entry.insert ? isValidNewPhoneNumber(entry.number) : isValidPhoneNumber(entry.number);
  return {
    prefix: isValidPrefix(entry.prefix) ? undefined : messages.phonePrefixInvalid,
    number: numberOk ? undefined : messages.phoneNumberInvalid,
  };
}

export function hasPhoneErrors(entries: readonly PhoneEntry[]): boolean {
  return entries.some((e) => {
    const errors = phoneErrors(e);
    return Boolean(errors.prefix || errors.number);
  });
}
