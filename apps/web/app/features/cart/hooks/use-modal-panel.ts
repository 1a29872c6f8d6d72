import { useEffect, type RefObject } from 'react';

/** Marks an element the open panel must leave usable (its backdrop, the toasts' live region). */
export const KEEP_LIVE_ATTRIBUTE = 'data-cart-keep';

/**
 * While the panel is open it behaves as the modals do: everything beside it is inert (no clicks, no Tab, hidden
 * from assistive technology, so focus stays inside) and the page behind does not scroll. Only what this hook
 * made inert is restored, and modals portalled later (react-aria appends them to body) stay usable.
 */
export function useModalPanel(open: boolean, panelRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const panel = panelRef.current;
    const parent = panel?.parentElement;
    if (!open || !panel || !parent) return;
    const made: HTMLElement[] = [];
    for (const sibling of Array.from(parent.children)) {
      if (!(sibling instanceof HTMLElement) || sibling === panel || sibling.hasAttribute('inert')) continue;
      if (sibling.hasAttribute(KEEP_LIVE_ATTRIBUTE) || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      for (const element of made) element.removeAttribute('inert');
      root.style.overflow = overflow;
    };
  }, [open, panelRef]);
}
