import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useRootData } from '~/lib/use-public-config';
import { useModals } from '~/ui/modal/modal-manager';
import { pathHasPopups, popupCandidates, type RawPopup } from '../lib/popup-candidates';
import { isPopupDismissed } from '../lib/popup-storage';

// DOMPurify, the dialog and its styles download only when a pop-up may show on this page (design §8).
const CustomPopups = lazy(() => import('./custom-popups'));

/** Asks for pop-ups after hydration, only on pages that have a pop-up type mapped to them. */
export function PopupTrigger() {
  const { pathname } = useLocation();
  const { publicConfig, config } = useRootData();
  const { anyOpen } = useModals();
  const im = config?.im;
  // Tagged with their page, so a navigation never shows the previous page's pop-ups.
  const [found, setFound] = useState<{ path: string; candidates: RawPopup[] } | null>(null);

  useEffect(() => {
    if (!im || !pathHasPopups(pathname, im)) return;
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
  }, [pathname, im, publicConfig.apiKey, publicConfig.companyCode]);

  if (!im || found?.path !== pathname || found.candidates.length === 0) return null;
  // Someone who already opened a form or the login is not interrupted; the pop-up shows once they close it.
  if (anyOpen) return null;
  return (
    <Suspense fallback={null}>
      <CustomPopups
        candidates={found.candidates}
        path={pathname}
        im={im}
        companyCode={publicConfig.companyCode}
      />
    </Suspense>
  );
}
