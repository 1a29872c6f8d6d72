// What a person put into a Trámites form, kept in memory per customer record and form type until it is sent
// (ADR 0074): a server error or a closed modal loses neither the typed values nor the chosen files. Files cannot
// go to sessionStorage, so this lives for the page's lifetime, like the pending Idempotency-Keys; keyed by the
// record, another login in the same tab never sees it.

export interface FormalityDraft {
  values: Record<string, unknown>;
  files: Record<string, File>;
}

const drafts = new Map<string, FormalityDraft>();

export type DraftKey = `${number | string}:${number}`;

export function draftKey(clientenro: number | string | undefined, type: number): DraftKey {
  return `${clientenro ?? 'none'}:${type}`;
}

export function readFormalityDraft(key: DraftKey): FormalityDraft | null {
  return drafts.get(key) ?? null;
}

export function saveFormalityValues(key: DraftKey, values: Record<string, unknown>): void {
  drafts.set(key, { values: { ...values }, files: drafts.get(key)?.files ?? {} });
}

export function saveFormalityFiles(key: DraftKey, files: Record<string, File>): void {
  drafts.set(key, { values: drafts.get(key)?.values ?? {}, files: { ...files } });
}

/** After a success: the next opening starts empty. */
export function clearFormalityDraft(key: DraftKey): void {
  drafts.delete(key);
}
