import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useNonce } from '~/lib/config/nonce';
import { useRootData } from '~/lib/config/use-public-config';
import { pathHasPopups, popupCandidates, type RawPopup } from '../lib/popup-candidates';
import { showNextPopupScript } from '../lib/popup-dialogs';
import { isPopupDismissed } from '../lib/popup-storage';
import { selectVisiblePopups, viewsOf } from '../lib/select-popups';
import { PopupDialog } from './popup-dialog';

/**
 * The pop-ups of this page. The server already chose those of the page it rendered (root data), and sends them
 * with the script that opens them, so they need no React (ADR 0077); a later navigation asks the API.
 */
export function PopupTrigger() {
  const { pathname } = useLocation();
  const { publicConfig, config, popups: served } = useRootData();
  const nonce = useNonce();
  const im = config?.im;
  const fromServer = served?.path === pathname;
  // Tagged with their page, so a navigation never shows the previous page's pop-ups.
  const [found, setFound] = useState<{ path: string; candidates: RawPopup[] } | null>(null);

  useEffect(() => {
    if (fromServer || !im || !pathHasPopups(pathname, im)) return;
    const controller = new AbortController();
    fetch('/api/custom-modals/', {
      headers: { 'x-api-key': publicConfig.apiKey, accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : []))
      .then((answer: unknown) =>
        setFound({
          path: pathname,
          candidates: popupCandidates(answer, pathname, im, (p) =>
            isPopupDismissed(publicConfig.companyCode, p),
          ),
        }),
      )
      .catch(() => {
        // A pop-up is an extra: a failed call just shows none.
      });
    return () => controller.abort();
  }, [fromServer, pathname, im, publicConfig.apiKey, publicConfig.companyCode]);

  const popups = useMemo(() => {
    if (served && fromServer) return viewsOf(served.list);
    if (!im || found?.path !== pathname) return [];
    return selectVisiblePopups(found.candidates, pathname, im, (p) =>
      isPopupDismissed(publicConfig.companyCode, p),
    );
  }, [fromServer, served, found, pathname, im, publicConfig.companyCode]);

  if (popups.length === 0) return null;
  return (
    <>
      {popups.map((popup) => (
        <PopupDialog key={`${popup.id ?? popup.type}`} popup={popup} companyCode={publicConfig.companyCode} />
      ))}
      {fromServer ? (
        // Only the server sends its text: in the browser it already ran while the page was parsed.
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? showNextPopupScript() : '' }}
        />
      ) : null}
    </>
  );
}
