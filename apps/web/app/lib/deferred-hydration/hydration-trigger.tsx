import { useEffect } from 'react';
import { deferredHydrationScript, HYDRATED_EVENT } from './trigger';

/** The inline trigger that loads a deferred page's scripts on the first interaction (ADR 0075). */
export function HydrationTrigger({ nonce }: { nonce?: string }) {
  // Only the server sends its text: in the browser it already ran while the page was parsed.
  const source = import.meta.env.SSR ? deferredHydrationScript() : '';
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}

/** Called once by the root component: tells the trigger that React now listens, so held clicks can replay. */
export function useAnnounceHydration(): void {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
}
