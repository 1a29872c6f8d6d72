import { useEffect, useState } from 'react';

/** How long the panel takes to slide out (spec §4: about 300 ms); CSS uses the same figure. */
export const SLIDE_OUT_MS = 300;

/**
 * Keeps the panel mounted while it slides out. A timer rather than animationend, because with
 * prefers-reduced-motion there is no animation and the event never fires.
 */
export function useSlide(open: boolean): 'open' | 'closing' | 'closed' {
  const [closing, setClosing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open);
  }
  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => setClosing(false), SLIDE_OUT_MS);
    return () => window.clearTimeout(timer);
  }, [closing]);
  if (open) return 'open';
  return closing ? 'closing' : 'closed';
}
