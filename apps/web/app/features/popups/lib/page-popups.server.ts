import { contentApi } from '@portal/domain';
import type { PortalLoadContext } from '~/lib/config/load-context';
import type { PagePopups } from '~/lib/config/company-config';
import { pathHasPopups, popupCandidates } from './popup-candidates';
import { selectVisibleEntries } from './select-popups';

const notClosed = () => false;

/**
 * The pop-ups `path` shows today to someone who never closed one, for the server to render as closed dialogs
 * (ADR 0077): the browser, which knows what this visitor closed, opens the rest. Null when the API could not
 * say; the browser then asks it after hydration.
 */
export async function pagePopups(
  apiFetch: PortalLoadContext['apiFetch'],
  path: string,
  im: Readonly<Record<string, string>> | undefined,
): Promise<PagePopups | null> {
  if (!im || !pathHasPopups(path, im)) return { path, list: [] };
  try {
    const response = await apiFetch(contentApi.listCustomModals.path);
    if (!response.ok) return null;
    const candidates = popupCandidates(await response.json(), path, im, notClosed);
    return { path, list: selectVisibleEntries(candidates, path, im, notClosed) };
  } catch {
    return null;
  }
}
