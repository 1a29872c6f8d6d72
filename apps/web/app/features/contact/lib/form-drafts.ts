// What a person typed into a contact form, kept per form in sessionStorage until it is sent successfully
// (ADR 0065): a server error, a closed modal or a reload loses nothing. Only the form's own text fields are
// kept: these forms hold no password and no file.

const PREFIX = 'portal:draft:';

type Draft = Record<string, string>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings): the form still works, without a draft.
    return null;
  }
}

/** The kept values of `fields` for `form`, ignoring anything else stored under its key. */
export function readDraft(form: string, fields: readonly string[]): Draft {
  const raw = storage()?.getItem(PREFIX + form);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object') return {};
    const entries = Object.entries(parsed as Record<string, unknown>).filter(
      (entry): entry is [string, string] => fields.includes(entry[0]) && typeof entry[1] === 'string',
    );
    return Object.fromEntries(entries);
  } catch {
    return {};
  }
}

/** Keeps the non-empty values of `fields`; an all-empty form removes its draft. */
export function saveDraft(form: string, fields: readonly string[], values: Record<string, unknown>): void {
  const kept = Object.fromEntries(
    fields.flatMap((name) => {
      const value = values[name];
      return typeof value === 'string' && value !== '' ? [[name, value]] : [];
    }),
  );
  const store = storage();
  try {
    if (Object.keys(kept).length === 0) store?.removeItem(PREFIX + form);
    else store?.setItem(PREFIX + form, JSON.stringify(kept));
  } catch {
    // A full storage only costs the draft.
  }
}

export function clearDraft(form: string): void {
  storage()?.removeItem(PREFIX + form);
}
