import { isCustomModalVisible, isSafeLinkTarget } from '@portal/domain';
import type { RawPopup } from './popup-candidates';
import type { PopupIdentity } from './popup-storage';

/** A pop-up ready to render: every optional part is either valid or null. */
export interface PopupView extends PopupIdentity {
  type: number;
  active: boolean;
  image: string | null;
  fileUrl: string | null;
  videoId: string | null;
  link: string | null;
  linkText: string | null;
  linkColor: string | null;
  fileText: string | null;
  fileColor: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Same-site paths and https addresses only (the rule the API applies too, in @portal/domain). */
export function safeUrl(value: unknown): string | null {
  const url = text(value);
  return url && isSafeLinkTarget(url) ? url : null;
}

const nested = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? (value as { image?: unknown }).image : null;

/** The pop-up as the page renders it, or null when the entry lacks its type or message. */
function toView(raw: RawPopup): PopupView | null {
  if (typeof raw.type !== 'number' || typeof raw.message !== 'string') return null;
  const videoId = text(raw.video_id);
  return {
    id: typeof raw.id === 'number' || typeof raw.id === 'string' ? raw.id : null,
    type: raw.type,
    active: raw.active === true,
    datefrom: typeof raw.datefrom === 'string' ? raw.datefrom : '',
    dateuntil: typeof raw.dateuntil === 'string' ? raw.dateuntil : '',
    message: raw.message,
    image: safeUrl(nested(raw.images)),
    fileUrl: safeUrl(nested(raw.files)),
    // YouTube ids are 11 characters of [A-Za-z0-9_-]; anything else would build a broken link.
    videoId: videoId && /^[\w-]{6,20}$/.test(videoId) ? videoId : null,
    link: safeUrl(raw.link),
    linkText: text(raw.button_link_text),
    linkColor: text(raw.button_link_color),
    fileText: text(raw.button_file_text),
    fileColor: text(raw.button_file_color),
  };
}

// A date the API cannot parse must not make a pop-up eternal: both dates have to be real dates.
const validDate = (value: string) => value !== '' && !Number.isNaN(Date.parse(value));

/** The full rules of spec §2: page, active, dates, and not closed by this visitor (the raw entries that pass). */
export function selectVisibleEntries(
  candidates: readonly RawPopup[],
  path: string,
  im: Readonly<Record<string, string>>,
  isDismissed: (popup: PopupIdentity) => boolean,
  now: Date = new Date(),
): RawPopup[] {
  return candidates.filter((raw) => {
    const popup = toView(raw);
    return (
      popup !== null &&
      validDate(popup.datefrom) &&
      validDate(popup.dateuntil) &&
      isCustomModalVisible(popup, path, im, now) &&
      !isDismissed(popup)
    );
  });
}

/** The same rules, as pop-ups ready to render. */
export function selectVisiblePopups(
  candidates: readonly RawPopup[],
  path: string,
  im: Readonly<Record<string, string>>,
  isDismissed: (popup: PopupIdentity) => boolean,
  now: Date = new Date(),
): PopupView[] {
  return viewsOf(selectVisibleEntries(candidates, path, im, isDismissed, now));
}

/** Entries already selected (by the server for the page it rendered) as pop-ups ready to render. */
export function viewsOf(entries: readonly RawPopup[]): PopupView[] {
  return entries.map(toView).filter((popup): popup is PopupView => popup !== null);
}
