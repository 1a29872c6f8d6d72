// What a person put into a Trámites form, kept in memory per form type until it is sent (ADR 0074): a server
// error or a closed modal loses neither the typed values nor the chosen files. Files cannot go to
// sessionStorage, so this lives for the page's lifetime, like the pending Idempotency-Keys.

export interface FormalityDraft {
  values: Record<string, unknown>;
  files: Record<string, File>;
}

const drafts = new Map<number, FormalityDraft>();

export function readFormalityDraft(type: number): FormalityDraft | null {
  return drafts.get(type) ?? null;
}

export function saveFormalityValues(type: number, values: Record<string, unknown>): void {
  drafts.set(type, { values: { ...values }, files: drafts.get(type)?.files ?? {} });
}

export function saveFormalityFiles(type: number, files: Record<string, File>): void {
  drafts.set(type, { values: drafts.get(type)?.values ?? {}, files: { ...files } });
}

/** After a success: the next opening starts empty. */
export function clearFormalityDraft(type: number): void {
  drafts.delete(type);
}
