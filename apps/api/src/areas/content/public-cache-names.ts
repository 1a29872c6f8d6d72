// The names under which the public content routes register their caches: a change to what they serve purges
// its name (app.services.infrastructure.publicCaches.purge(PUBLIC_CACHE.rates)).
export const PUBLIC_CACHE = {
  config: 'content:config',
  rates: 'content:rates',
  modals: 'content:modals',
  help: 'content:help',
} as const;
