import { useEffect, type RefObject } from 'react';
import { holdPage } from '~/ui/modal/page-hold';

/** Marks an element the open panel must leave usable (its backdrop, the toasts' live region). */
export const KEEP_LIVE_ATTRIBUTE = 'data-cart-keep';

/**
 * While the panel is open it behaves as the modals do, through the same page hold: everything beside it is
 * inert (so focus stays inside) and the page behind does not scroll, whatever modal opens or closes meanwhile.
 */
export function useModalPanel(open: boolean, panelRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    return holdPage(
      panel,
      (element) => element.hasAttribute(KEEP_LIVE_ATTRIBUTE) || element.tagName === 'SCRIPT',
    );
  }, [open, panelRef]);
}
