const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * How the page's scripts are hinted: `modulepreload` fetches and compiles them (a page that hydrates at once);
 * `prefetch` only fetches them into the cache, so a page that hydrates on interaction spends no main-thread
 * time on code it may never run (ADR 0076).
 */
export type ModuleHint = 'modulepreload' | 'prefetch';

/**
 * React hoists the scripts' modulepreload links above everything else in the head. On a slow connection
 * (six connections per host over HTTP/1.1) the page then waits behind scripts that only hydrate what is
 * already visible. They move to the end of the head with fetchpriority="low": still found at once, fetched
 * after what paints the page.
 */
export function lowerModulePreloads(head: string, hint: ModuleHint = 'modulepreload'): string {
  const preloads = head.match(MODULE_PRELOAD);
  if (!preloads) return head;
  const lowered = preloads.map((link) =>
    link.replace('<link rel="modulepreload" ', `<link fetchpriority="low" rel="${hint}" `),
  );
  return head.replace(MODULE_PRELOAD, '') + lowered.join('');
}
