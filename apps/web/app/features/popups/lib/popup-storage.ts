/** The fields that decide whether an edited pop-up counts as new for a visitor who closed the old one. */
export interface PopupIdentity {
  id?: number | string | null;
  type: number;
  datefrom: string;
  dateuntil: string;
  message: string;
}

// A short, stable fingerprint: staff editing the text or the dates of a pop-up makes it show again.
function fingerprint(value: string): string {
  let hash = 5381;
  for (let i = 0; i < value.length; i += 1) hash = ((hash * 33) ^ value.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/** Company-prefixed like every other key of the portal (spec §4). */
export function dismissKey(companyCode: number, popup: PopupIdentity): string {
  const id = popup.id ?? `t${popup.type}`;
  const version = fingerprint(`${popup.datefrom}|${popup.dateuntil}|${popup.message}`);
  return `${companyCode}-popup-closed-${id}-${version}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Private modes and blocked storage throw on access: the pop-up then simply shows again next time.
    return null;
  }
}

export function isPopupDismissed(companyCode: number, popup: PopupIdentity): boolean {
  try {
    return storage()?.getItem(dismissKey(companyCode, popup)) === '1';
  } catch {
    return false;
  }
}
