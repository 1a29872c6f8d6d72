import { useEffect } from 'react';

// True once the first hydration has committed: anything that mounts later is a client render.
let firstHydrationCommitted = false;

/** Whether this render is the browser's first hydration of the server's HTML. */
export function isFirstHydration(): boolean {
  return typeof document !== 'undefined' && !firstHydrationCommitted;
}

/** Called once by the root component: its effect runs after every child of the first hydration committed. */
export function useMarkFirstHydrationCommitted(): void {
  useEffect(() => {
    firstHydrationCommitted = true;
  }, []);
}
