import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A click handler for a static island with router links in it: the kept HTML has plain anchors, so a click on
 * one of the app's own links (React Router marks them data-discover) becomes a client navigation, as a
 * hydrated <Link> would do. New tabs, modified clicks, downloads and other sites stay with the browser.
 */
export function useClientLinks(): (event: MouseEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent) => {
      const anchor = (event.target as Element).closest<HTMLAnchorElement>('a[data-discover][href]');
      if (!anchor || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    },
    [navigate],
  );
}
