import type { PopupIdentity } from './popup-storage';

/** A pop-up as the API answers it; anything may be missing or of the wrong type in a bad answer. */
export type RawPopup = Record<string, unknown>;

const isRecord = (value: unknown): value is RawPopup =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Cheap first pass, kept out of the lazy chunk: entries that could show on `path` and that this visitor
 * has not closed. Only when one remains does the pop-up code (DOMPurify, dialog) download.
 */
export function popupCandidates(
  answer: unknown,
  path: string,
  im: Readonly<Record<string, string>>,
  isDismissed: (popup: PopupIdentity) => boolean,
): RawPopup[] {
  if (!Array.isArray(answer)) return [];
  return answer.filter(
    (entry): entry is RawPopup =>
      isRecord(entry) &&
      typeof entry.type === 'number' &&
      im[String(entry.type)] === path &&
      entry.active === true &&
      typeof entry.message === 'string' &&
      !isDismissed(entry as unknown as PopupIdentity),
  );
}

/** Paths that have a pop-up type mapped to them; other pages never ask for pop-ups. */
export function pathHasPopups(path: string, im: Readonly<Record<string, string>> | undefined): boolean {
  return !!im && Object.values(im).includes(path);
}
