import { useCallback, useEffect, useRef, useState } from 'react';

/** True while the element has content below its visible part (spec §2: the pop-up's scroll hint). */
export function useScrollHint<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [hasMore, setHasMore] = useState(false);

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // A couple of pixels of slack: zoom and rounding leave fractions at the very bottom.
    setHasMore(el.scrollHeight - el.scrollTop - el.clientHeight > 2);
  }, []);

  useEffect(() => {
    update();
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // Images finishing loading and viewport changes alter the overflow after the first paint.
    const observer = new ResizeObserver(update);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [update]);

  return { ref, hasMore, onScroll: update };
}
