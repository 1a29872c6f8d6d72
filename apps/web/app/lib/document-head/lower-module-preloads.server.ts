const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * React hoists the scripts' modulepreload links above everything else in the head. On a slow connection
 * (six connections per host over HTTP/1.1) the page then waits behind scripts that only hydrate what is
 * already visible. They move to the end of the head with fetchpriority="low": still found at once, fetched
 * after what paints the page.
 */
export function lowerModulePreloads(head: string): string {
  const preloads = head.match(MODULE_PRELOAD);
  if (!preloads) return head;
  const lowered = preloads.map((link) => link.replace('<link ', '<link fetchpriority="low" '));
  return head.replace(MODULE_PRELOAD, '') + lowered.join('');
}
