import { contentApi } from '@portal/domain';
import type { PortalLoadContext } from '~/lib/load-context';
import { pathHasPopups, popupCandidates } from './popup-candidates';
import { dismissKey } from './popup-storage';
import { selectVisiblePopups } from './select-popups';

const notClosed = () => false;

/**
 * The closed-flags (storage keys) of the pop-ups `path` would show to someone who never closed one: a page with
 * pop-ups may wait for the first interaction only for a visitor who closed them all (ADR 0076). Empty when no
 * pop-up would show; null when the API could not say, and the page then loads its scripts at once.
 */
export async function popupDismissKeys(
  apiFetch: PortalLoadContext['apiFetch'],
  path: string,
  im: Readonly<Record<string, string>> | undefined,
  companyCode: number,
): Promise<string[] | null> {
  if (!im || !pathHasPopups(path, im)) return [];
  try {
    const response = await apiFetch(contentApi.listCustomModals.path);
    if (!response.ok) return null;
    const candidates = popupCandidates(await response.json(), path, im, notClosed);
    return selectVisiblePopups(candidates, path, im, notClosed).map((popup) =>
      dismissKey(companyCode, popup),
    );
  } catch {
    return null;
  }
}
