import { DEFERRED_MODULES_ID } from '../deferred-hydration/trigger';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HREF = /\shref="([^"]+)"/;

/**
 * How the page's scripts are hinted: `modulepreload` fetches and compiles them (a page that hydrates at once);
 * `prefetch` leaves them to the deferred-hydration trigger, which prefetches them once the page has loaded, so
 * they neither take main-thread time nor share the connection with the page itself (ADR 0076, ADR 0077).
 */
export type ModuleHint = 'modulepreload' | 'prefetch';

/**
 * React hoists the scripts' modulepreload links above everything else in the head. On a slow connection
 * (six connections per host over HTTP/1.1) the page then waits behind scripts that only hydrate what is
 * already visible. They move to the end of the head with fetchpriority="low": still found at once, fetched
 * after what paints the page. For `prefetch` they become a JSON list the trigger reads (a data block: inert).
 */
export function lowerModulePreloads(head: string, hint: ModuleHint = 'modulepreload'): string {
  const preloads = head.match(MODULE_PRELOAD);
  if (!preloads) return head;
  const rest = head.replace(MODULE_PRELOAD, '');
  if (hint === 'prefetch') {
    const hrefs = preloads.map((link) => HREF.exec(link)?.[1]).filter((href) => href !== undefined);
    // Hashed asset paths: no character of them can end the data block.
    return `${rest}<script type="application/json" id="${DEFERRED_MODULES_ID}">${JSON.stringify(hrefs)}</script>`;
  }
  const lowered = preloads.map((link) =>
    link.replace('<link rel="modulepreload" ', '<link fetchpriority="low" rel="modulepreload" '),
  );
  return rest + lowered.join('');
}
