import { useEffect } from 'react';

// 'server-html' from the moment the browser entry starts hydrating until the root's first effect: anything
// that mounts outside that window (a client navigation, a component test) renders normally.
let phase: 'client' | 'server-html' = 'client';

/** Called by the browser entry right before hydrateRoot. */
export function markFirstHydrationStarted(): void {
  phase = 'server-html';
}

/** Whether this render is the browser's first hydration of the server's HTML. */
export function isFirstHydration(): boolean {
  return phase === 'server-html';
}

/** Called once by the root component: its effect runs after every child of the first hydration committed. */
export function useMarkFirstHydrationCommitted(): void {
  useEffect(() => {
    phase = 'client';
  }, []);
}
